import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generations, searchTasks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForTask } from '../../test/jobs-fixtures';

/**
 * A restart leaves generations queued or half-way: they are picked up again, and one that was
 * interrupted too often is failed visibly so that no search waits on it for ever.
 */
describe('generations left unfinished by a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { WORKERS: 'false' } });
  });
  afterAll(() => t.close());

  async function strandedSearch(title: string, attempts: number) {
    const [generation] = await t.database.db
      .insert(generations)
      .values({
        titleKey: title.toLowerCase(),
        title,
        titleZh: title,
        occupations: [{ code: '49-9094.00', score: 1 }],
        status: 'generating',
        progress: 40,
        attempts,
      })
      .returning();
    const [task] = await t.database.db
      .insert(searchTasks)
      .values({
        connectionId: `stranded_connection_${String(attempts).padStart(8, '0')}`,
        ip: '10.0.0.1',
        query: title,
        canonicalTitle: title,
        language: 'en',
        status: 'processing',
        generationIds: [generation!.id],
        searchResult: {
          search_type: 'no_match',
          matched_jobs: [],
          generating_jobs: [
            {
              generation_id: generation!.id,
              job_title: title,
              status: 'generating',
              progress: 40,
              position: null,
              estimated_wait: null,
              job_id: null,
              can_view: false,
              similarity_score: 1,
              error_message: null,
              created_at: generation!.createdAt.toISOString(),
            },
          ],
        },
      })
      .returning();
    return { generationId: generation!.id, taskId: task!.id };
  }

  it('resumes an interrupted generation and completes its search', async () => {
    const stranded = await strandedSearch('Locksmith', 1);
    await t.app.queue.start(t.app.generation.process);
    const outcome = await t.app.generation.resumeUnfinished();
    expect(outcome.resumed).toBeGreaterThanOrEqual(1);
    const task = await waitForTask(t.app, stranded.taskId);
    expect(task.status).toBe('completed');
    expect(task.search_result?.generating_jobs[0]).toMatchObject({
      status: 'ready',
      can_view: true,
    });
  });

  it('fails a generation interrupted three times, and tells its search', async () => {
    const stranded = await strandedSearch('Wheelwright', 3);
    const outcome = await t.app.generation.resumeUnfinished();
    expect(outcome.failed).toBe(1);
    const [generation] = await t.database.db
      .select()
      .from(generations)
      .where(eq(generations.id, stranded.generationId));
    expect(generation).toMatchObject({ status: 'error' });
    expect(generation?.errorMessage).toMatch(/interrupted/);
    const task = await waitForTask(t.app, stranded.taskId);
    expect(task.status).toBe('error');
    expect(task.error_message).toMatch(/interrupted/);
  });
});
