import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchJobResponse } from '@irreplaceable/contracts/jobs/search-job';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchJob } from '../../test/jobs-fixtures';
import { openSocket } from '../../test/socket-client';

describe('the steps of writing a job page, over /ws', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    url = `${(await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  it('names each real step in order and says what wrote the page', async () => {
    const client = await openSocket(url, 'steps_connection_000000000001');
    const response = (
      await searchJob(t.app, 'Glassblower', { connectionId: 'steps_connection_000000000001' })
    ).json<TSearchJobResponse>();
    await client.waitFor('task_completed');
    const steps = client.messages.flatMap((m) => {
      if (m.type === 'job_progress_update') return [m.data.stage];
      if (m.type === 'job_generation') return [m.data.status];
      return [];
    });
    expect(steps).toEqual(['started', 'analysing', 'saving', 'completed']);
    const completed = client.messages.find(
      (m) => m.type === 'job_generation' && m.data.status === 'completed',
    );
    expect(completed?.type === 'job_generation' && completed.data.engine).toMatchObject({
      kind: 'builtin',
    });
    expect(response.search_result.generating_jobs[0]?.status).toBe('queued');
    client.close();
  });
});
