import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SAMPLE_CV_EN } from '@irreplaceable/cv-pdf/testing/sample-cvs';
import {
  freePort,
  hangingModel,
  signInThroughOutbox,
  startServerProcess,
  type ServerProcess,
} from './test/server-process';

/*
 * The server stops within ten seconds of SIGTERM whatever it is doing, and leaves nothing
 * half-written: a stop while seeding leaves no demo pages (the next start writes them all), a
 * stop during a PDF export answers that request whole or with a 503, and a job page waiting on a
 * model that never answers is written at the next start.
 */

const started: ServerProcess[] = [];
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  for (const server of started) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, dataDir?: string) {
  const server = startServerProcess({ env, ...(dataDir && { dataDir }) }, await freePort());
  started.push(server);
  return server;
}

/** Sends SIGTERM and answers how long the process took to exit, and how it exited. */
async function terminate(server: ServerProcess) {
  const sent = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return { ms: Date.now() - sent, ...exit };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

const modelEnv = (url: string) => ({
  LLM_BASE_URL: url,
  LLM_API_KEY: 'test',
  LLM_MODEL: 'stand-in',
  LLM_TIMEOUT_MS: '60000',
});

const boardTotal = async (base: string) =>
  ((await (await fetch(`${base}/api/jobs/?page=1&page_size=50`)).json()) as { total: number })
    .total;

/** The work pool's children of a server process, from /proc. */
function workChildrenOf(pid: number): number[] {
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) =>
      fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/),
    )
    .filter(Boolean)
    .map(Number)
    .filter((child) => {
      try {
        return /work\/child\.(ts|js)/.test(fs.readFileSync(`/proc/${child}/cmdline`, 'utf8'));
      } catch {
        return false;
      }
    });
}

describe('stopping the server', () => {
  it('stops within 10 s while seeding, with a model call in flight, and writes no demo page', async () => {
    const model = await hangingModel();
    try {
      const seeding = await start(modelEnv(model.url));
      await until(() => model.requests() > 0);
      const stopped = await terminate(seeding);
      expect(stopped.ms).toBeLessThan(10_000);
      expect(stopped.code).toBe(0);

      // The next start finds no page and writes all of them: none was written half-way.
      const next = await start({}, seeding.dataDir);
      await next.waitUntilHealthy();
      expect(await boardTotal(next.base)).toBe(32);
      expect((await terminate(next)).code).toBe(0);
    } finally {
      await model.close();
    }
  }, 300_000);

  it('stops within 10 s during a PDF export, which is answered whole or refused, and closes sockets saying why', async () => {
    const server = await start({ SEED_DEMO_CONTENT: 'false' });
    await server.waitUntilHealthy();
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const token = await signInThroughOutbox(server.base, 'export@example.com');
    const words = 'Led the regional operations team through a migration of every system. ';
    const cv = {
      ...SAMPLE_CV_EN,
      work: Array.from({ length: 6 }, (_, i) => ({
        name: `Company ${i}`,
        position: 'Operations Manager',
        startDate: '2001',
        summary: words.repeat(28).slice(0, 1_990),
        highlights: Array.from({ length: 12 }, () => words.repeat(4).slice(0, 290)),
      })),
    };
    const answer = fetch(`${server.base}/api/cv/pdf`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cv, template: 'modern', language: 'en', paper: 'a4' }),
    }).then(
      async (response) => ({
        status: response.status,
        body: Buffer.from(await response.arrayBuffer()),
      }),
      () => ({ status: 0, body: Buffer.alloc(0) }),
    );
    await until(() => workChildrenOf(server.child.pid!).length > 0);
    const drawing = workChildrenOf(server.child.pid!);
    const stopped = await terminate(server);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(stopped.code).toBe(0);
    const { status, body } = await answer;
    if (status === 200) expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    else expect([503, 0]).toContain(status);
    expect(await closed).toEqual({ code: 1001, reason: 'Server shutting down' });
    // No child outlives the server.
    expect(drawing.length).toBeGreaterThan(0);
    for (const pid of drawing) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 300_000);

  it('stops within 10 s with a job page waiting on a model, and writes that page at the next start', async () => {
    const model = await hangingModel();
    try {
      const server = await start({ ...modelEnv(model.url), SEED_DEMO_CONTENT: 'false' });
      await server.waitUntilHealthy();
      const search = await fetch(`${server.base}/api/v2/search-job`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'Beekeeper',
          language: 'en',
          connection_id: 'shutdown-test-connection-0001',
        }),
      });
      expect(search.status).toBe(200);
      await until(() => model.requests() > 0);
      const stopped = await terminate(server);
      expect(stopped.ms).toBeLessThan(10_000);
      expect(stopped.code).toBe(0);

      const next = await start({ SEED_DEMO_CONTENT: 'false' }, server.dataDir);
      await next.waitUntilHealthy();
      await until(async () => (await boardTotal(next.base)) === 1, 60_000);
      expect((await terminate(next)).code).toBe(0);
    } finally {
      await model.close();
    }
  }, 300_000);
});
