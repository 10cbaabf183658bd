import type { FastifyInstance } from 'fastify';
import type {
  TSearchJobResponse,
  TTaskStatusResponse,
} from '@irreplaceable/contracts/jobs/search-job';

let counter = 0;

/** Runs a search through the API, from its own address so daily limits never couple tests. */
export async function searchJob(
  app: FastifyInstance,
  query: string,
  options: { language?: 'en' | 'zh'; connectionId?: string; ip?: string; token?: string } = {},
) {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v2/search-job',
    remoteAddress: options.ip ?? `10.77.${(counter >> 8) & 255}.${counter & 255}`,
    headers: {
      'accept-language': options.language ?? 'en',
      ...(options.token && { authorization: `Bearer ${options.token}` }),
    },
    payload: {
      query,
      language: options.language ?? 'en',
      connection_id: options.connectionId ?? `test_${counter}`,
      client_id: 'tests',
    },
  });
}

/** Polls the task until it leaves `processing` (generation runs in the background). */
export async function waitForTask(
  app: FastifyInstance,
  taskId: string,
): Promise<TTaskStatusResponse> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await app.inject({ method: 'GET', url: `/api/jobs/status/${taskId}` });
    const task = response.json<TTaskStatusResponse>();
    if (task.status !== 'processing') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`task ${taskId} did not finish`);
}

export async function searchAndWait(app: FastifyInstance, query: string) {
  const response = await searchJob(app, query);
  const body = response.json<TSearchJobResponse>();
  return { response: body, task: await waitForTask(app, body.task_id) };
}
