import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyst } from '@irreplaceable/analyst/llm/create-analyst';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import type { TSearchJobResponse } from '@irreplaceable/contracts/jobs/search-job';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchJob } from '../test/jobs-fixtures';
import { openSocket } from '../test/socket-client';

describe('live search progress over /ws', () => {
  let t: TestApp;
  let url: string;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  beforeAll(async () => {
    const analyst = createAnalyst(analystConfigFromEnv({}));
    t = await createTestApp('pglite', {
      deps: {
        analyst: {
          ...analyst,
          analyzeJob: async (input, options) => {
            await gate;
            return analyst.analyzeJob(input, options);
          },
        },
      },
    });
    url = `${(await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  it('reports each stage of a generation and completes the task', async () => {
    const client = await openSocket(url, 'live_connection_0000000000001');
    const response = (
      await searchJob(t.app, 'Locksmith', { connectionId: 'live_connection_0000000000001' })
    ).json<TSearchJobResponse>();
    expect((await client.waitFor('search_started')).data.task_id).toBe(response.task_id);
    const started = await client.waitFor('job_generation');
    expect(started.data).toMatchObject({
      task_id: response.task_id,
      status: 'started',
      job_title: 'Locksmith',
    });
    expect((await client.waitFor('job_progress_update')).data.progress).toBeGreaterThan(0);
    const completed = await client.waitFor('task_completed');
    expect(completed.data.task_id).toBe(response.task_id);
    const entry = completed.data.search_result.generating_jobs[0]!;
    expect(entry).toMatchObject({ status: 'ready', can_view: true });
    const generationMessages = client.messages.filter((m) => m.type === 'job_generation');
    expect(generationMessages.map((m) => m.type === 'job_generation' && m.data.status)).toEqual([
      'started',
      'completed',
    ]);
    client.close();
  });

  it('completes a search that fully matches an existing page on the socket too', async () => {
    const id = 'live_connection_0000000000004';
    const client = await openSocket(url, id);
    // Locksmith's page exists since the first test; searching it again is a full match.
    const response = (
      await searchJob(t.app, 'Locksmith', { connectionId: id })
    ).json<TSearchJobResponse>();
    expect(response.search_result.search_type).toBe('full_match');
    expect(response.status).toBe('completed');
    const completed = await client.waitFor('task_completed');
    expect(completed.data.task_id).toBe(response.task_id);
    expect(completed.data.search_result).toEqual(response.search_result);
    client.close();
  });

  it('gives a reloaded page its running task, which then completes', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const first = await openSocket(url, 'live_connection_0000000000002');
    const response = (
      await searchJob(t.app, 'Beekeeper', { connectionId: 'live_connection_0000000000002' })
    ).json<TSearchJobResponse>();
    await first.waitFor('job_generation');
    first.close();

    const reloaded = await openSocket(url, 'live_connection_0000000000002');
    const established = await reloaded.waitFor('connection_established');
    expect(established.data.current_task).toMatchObject({
      task_id: response.task_id,
      status: 'processing',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v2/connection-status/live_connection_0000000000002',
    });
    expect(status.json()).toMatchObject({
      connected: true,
      current_task: { task_id: response.task_id },
    });
    release();
    const completed = await reloaded.waitFor('task_completed');
    expect(completed.data.task_id).toBe(response.task_id);
    reloaded.close();
  });

  it('tells waiting searches their place in the queue', async () => {
    gate = new Promise((resolve) => (release = resolve));
    const client = await openSocket(url, 'live_connection_0000000000003');
    // Concurrency is 2: the third distinct title waits.
    for (const title of ['Farrier', 'Taxidermist', 'Wheelwright']) {
      await searchJob(t.app, title, { connectionId: 'live_connection_0000000000003' });
    }
    const queued = await client.waitFor('queue_status_update');
    expect(queued.data.position).toBeGreaterThanOrEqual(1);
    expect(queued.data.estimated_wait).toBeGreaterThanOrEqual(0);
    release();
    client.close();
  });
});
