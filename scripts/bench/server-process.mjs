// Starts the built server on a fresh data directory for a benchmark, and stops it afterwards.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { serverEnv } from '../server-env.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
const { Redis } = createRequire(`${root}/apps/server/package.json`)('ioredis');

/** Job titles that match an occupation but have no page on a fresh install. */
export const NEW_JOB_TITLES = [
  'Sommelier',
  'Locksmith',
  'Beekeeper',
  'Farrier',
  'Taxidermist',
  'Wheelwright',
  'Glassblower',
  'Cartographer',
  'Clockmaker',
  'Stonemason',
  'Upholsterer',
  'Jeweler',
  'Tailor',
  'Baker',
  'Butcher',
  'Florist',
  'Barber',
  'Bartender',
  'Lifeguard',
  'Zookeeper',
  'Animal Trainer',
  'Meteorologist',
  'Geologist',
  'Astronomer',
  'Archivist',
  'Curator',
  'Librarian',
  'Economist',
  'Statistician',
  'Actuary',
  'Auditor',
  'Budget Analyst',
  'Loan Officer',
  'Tax Preparer',
  'Claims Adjuster',
  'Real Estate Agent',
  'Travel Agent',
  'Event Planner',
  'Interpreter',
  'Court Reporter',
  'Paramedic',
  'Firefighter',
  'Police Officer',
  'Correctional Officer',
  'Security Guard',
  'Janitor',
  'Landscaper',
  'Welder',
  'Machinist',
  'Carpenter',
];

/**
 * `onSpawn(pid)` is called as soon as the process exists, before it listens; `nodeFlags` go before
 * the entry point. `stop()` deletes the data directory unless asked to keep it (`keepData`).
 */
export async function startServer({ port, env = {}, dataDir: givenDir, onSpawn, nodeFlags = [] }) {
  const dataDir = givenDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-bench-'));
  // BENCH_NODE_FLAGS reaches the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...nodeFlags, 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...serverEnv(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      SEARCH_DAILY_LIMIT_ADDRESS: '1000000',
      SEARCH_RATE_PER_MINUTE: '1000000',
      // Benchmarks open their sockets from this machine's one address.
      WS_MAX_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  onSpawn?.(child.pid);
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 120_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    pid: child.pid,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** Linux's USER_HZ: /proc counts CPU time in these ticks. */
const CLOCK_TICKS = 100;

/** CPU time a process has used so far, in microseconds (user and system, from /proc). */
export function cpuMicroseconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The answer's JSON, or an error with the status and body. */
export async function json(response) {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs `email` in through the development outbox and answers its access token. */
export async function signIn(base, email) {
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await json(await post('/api/auth/request-otp', { email }));
  const mails = await json(await fetch(`${base}/api/dev/outbox`));
  const otp = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
  return (await json(await post('/api/auth/verify-otp', { email, otp }))).access_token;
}

/** A throwaway PostgreSQL database on `adminUrl` (BENCH_DATABASE_URL unless given), if any. */
export async function scratchDatabase(adminUrl = process.env.BENCH_DATABASE_URL) {
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `irreplaceable_bench_${crypto.randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A socket on `base`'s live channel, registered as `connectionId`, once the server has answered
 * connection_established; `onMessage` sees every message from the moment it opens.
 */
export async function openLiveChannel(base, connectionId, onMessage) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  let onEstablished;
  const established = new Promise((resolve) => (onEstablished = resolve));
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.type === 'connection_established') onEstablished();
    onMessage(message);
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(
      JSON.stringify({
        type: 'connection',
        data: { connection_id: connectionId, client_task_id: null },
      }),
    );
    await established;
  } catch (error) {
    socket.close();
    throw error;
  }
  return socket;
}

/** Searches `title` in English through `base`, its progress sent to `connectionId`. */
export async function postSearch(base, title, connectionId) {
  const response = await fetch(`${base}/api/v2/search-job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: title, language: 'en', connection_id: connectionId }),
  });
  return { response, body: await response.json() };
}

/** Redis keys the server writes: the two queues and its own. */
const SERVER_KEYS = ['bull:job-generation:*', 'bull:personal-analysis:*', 'irreplaceable*'];

/** `url` with Redis database `index` unless it names one already. */
export function withDatabaseIndex(url, index) {
  const parsed = new URL(url);
  if (parsed.pathname.length <= 1) parsed.pathname = `/${index}`;
  return parsed.href;
}

/** Deletes the server's keys from the Redis database at `redisUrl`, before and after a run. */
export async function deleteServerKeys(redisUrl) {
  const redis = new Redis(redisUrl);
  for (const pattern of SERVER_KEYS) {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if (keys.length) await redis.unlink(...keys);
    }
  }
  await redis.quit();
}
