import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type {
  TConnectionStatusResponse,
  TSearchJobResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import { createPostgresDatabase, createTestApp, type TestApp } from '../test/test-app';
import { createRedisEventBus } from '../platform/events/redis-event-bus';
import { createBullmqQueue } from '../platform/queue/bullmq-queue';
import { createRedisReadCache } from '../platform/cache/redis-read-cache';
import type { TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { bearer } from '../test/factories';
import { articleBody, createArticle, signInAdmin } from '../test/news-fixtures';
import { createRedisPresence } from './redis-presence';
import { searchJob } from '../test/jobs-fixtures';
import { openSocket } from '../test/socket-client';

const ready = Boolean(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST);

/** Redis outlives test runs and is shared with them, so presence tests use fresh ids. */
const newConnectionId = () => `presence_${crypto.randomUUID()}`;

async function isConnectedAccordingTo(instance: TestApp, connectionId: string) {
  const response = await instance.app.inject({
    method: 'GET',
    url: `/api/v2/connection-status/${connectionId}`,
  });
  return response.json<TConnectionStatusResponse>().connected;
}

/**
 * Scaled mode: two instances share PostgreSQL and Redis. The user's socket is on instance A,
 * which runs no workers; instance B writes the job. Progress must still reach the user, and each
 * instance's cached public reads must show what the other wrote.
 */
describe.skipIf(!ready)('two instances sharing PostgreSQL and Redis', () => {
  const clients: Redis[] = [];
  const instances: TestApp[] = [];
  let drop: () => Promise<void>;
  let socketUrl: string;
  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    const queueName = `fan-out-${crypto.randomUUID()}`;
    // Redis outlives test runs and is shared with them: this deployment's invalidations go apart.
    const readCacheChannel = `read-cache-${crypto.randomUUID()}`;
    for (const workers of [false, true]) {
      const redis = new Redis(process.env.REDIS_URL_TEST!);
      clients.push(redis);
      instances.push(
        await createTestApp('postgres', {
          databaseUrl: database.url,
          env: { WORKERS: String(workers) },
          deps: {
            redis,
            bus: await createRedisEventBus(redis),
            presence: createRedisPresence(redis),
            queue: await createBullmqQueue({ redis, concurrency: 2, name: queueName, workers }),
            readCache: await createRedisReadCache(redis, { channel: readCacheChannel }),
          },
        }),
      );
    }
    socketUrl = `${(await instances[0]!.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws')}/ws`;
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const client of clients) await client.quit();
    await drop?.();
  });

  it('delivers progress written by one instance to a socket held by the other', async () => {
    const client = await openSocket(socketUrl, 'fan_out_connection_000000001');
    const response = (
      await searchJob(instances[0]!.app, 'Clockmaker', {
        connectionId: 'fan_out_connection_000000001',
      })
    ).json<TSearchJobResponse>();
    const completed = await client.waitFor('task_completed', 20_000);
    expect(completed.data.task_id).toBe(response.task_id);
    const jobId = completed.data.search_result.generating_jobs[0]!.job_id!;
    const page = await instances[1]!.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` });
    expect(page.json().title).toBe('Clockmaker');
    expect(client.messages.some((m) => m.type === 'job_generation')).toBe(true);
    client.close();
  });

  it('shows a job page written by one instance on the cached board of the other', async () => {
    const board = async () =>
      (
        await instances[0]!.app.inject({ method: 'GET', url: '/api/jobs/?page=1&page_size=50' })
      ).json<TListJobsResponse>();
    const before = await board();
    const client = await openSocket(socketUrl, 'board_fan_out_connection_01');
    await searchJob(instances[0]!.app, 'Glassblower', {
      connectionId: 'board_fan_out_connection_01',
    });
    await client.waitFor('task_completed', 20_000);
    client.close();
    await expect
      .poll(async () => (await board()).items.map((item) => item.title), { timeout: 5_000 })
      .toContain('Glassblower');
    expect((await board()).total).toBe(before.total + 1);
  });

  it('shows an article edited on one instance in the cached reads of the other', async () => {
    const [a, b] = [instances[0]!.app, instances[1]!.app];
    const admin = await signInAdmin(a);
    const article = await createArticle(a, admin);
    const read = async () =>
      (await b.inject({ method: 'GET', url: `/api/news/${article.id}` })).json<TNewsDetail>();
    expect((await read()).title).toBe(articleBody().title_en);
    const edited = await a.inject({
      method: 'PUT',
      url: `/api/admin/news/${article.id}`,
      headers: bearer(admin),
      payload: { ...articleBody(), title_en: 'Renamed on the other instance' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expect
      .poll(async () => (await read()).title, { timeout: 5_000 })
      .toBe('Renamed on the other instance');
    await a.inject({
      method: 'POST',
      url: `/api/admin/news/${article.id}/unpublish`,
      headers: bearer(admin),
    });
    await expect
      .poll(
        async () => (await b.inject({ method: 'GET', url: `/api/news/${article.id}` })).statusCode,
        { timeout: 5_000 },
      )
      .toBe(404);
  });

  it('answers on one instance for a socket held by the other', async () => {
    const connectionId = newConnectionId();
    const client = await openSocket(socketUrl, connectionId);
    expect(await isConnectedAccordingTo(instances[1]!, connectionId)).toBe(true);
    client.close();
    await expect.poll(() => isConnectedAccordingTo(instances[1]!, connectionId)).toBe(false);
  });

  it('forgets the connections of an instance that died without closing', async () => {
    const connectionId = newConnectionId();
    const dead = createRedisPresence(clients[0]!, { ttlMs: 300 });
    await dead.hold(connectionId);
    expect(await isConnectedAccordingTo(instances[1]!, connectionId)).toBe(true);
    await expect
      .poll(() => isConnectedAccordingTo(instances[1]!, connectionId), { timeout: 2_000 })
      .toBe(false);
  });

  it('does not let a dead instance keep a connection alive that a live one renews', async () => {
    const connectionId = newConnectionId();
    const dead = createRedisPresence(clients[0]!, { ttlMs: 300 });
    await dead.hold(connectionId);
    const client = await openSocket(socketUrl, connectionId);
    // The live instance keeps the hash for 45 s: only the dead claim's own deadline ends it in time.
    await new Promise((resolve) => setTimeout(resolve, 400));
    client.close();
    await expect
      .poll(() => isConnectedAccordingTo(instances[1]!, connectionId), { timeout: 2_000 })
      .toBe(false);
  });
});
