// Cached public reads of the built app (the job board, a job page, the news board) beside a bare
// Fastify process sending each read's very bytes, made once (not a route that serialises JSON on
// every request): the ratio says what the app's hooks and headers cost over the framework's own.
// The load comes from wrk in a process of its own (autocannon's command when wrk is missing), so
// the generator never shares the event loop of what it measures; reads and bare routes are asked
// alike, without compression, in English. Each run asks every read and its bare route in turns;
// the ratio of a run is to the bare route of that run, and the median ratio over the runs is
// printed.
// Beside requests per second, the CPU time each server spent per answer, which other work on the
// machine hardly moves.
//   BENCH_RUNS (3), BENCH_SECONDS (10 per target and run, in BENCH_TURNS turns, 5, alternating
//   with the bare route), BENCH_WARMUP_SECONDS (2 per target),
//   BENCH_CONNECTIONS (50), BENCH_PORT (3111; the bare process on the next port). Run
//   `npm run build` first. BENCH_DATABASE_URL (a PostgreSQL admin URL) runs on a fresh PostgreSQL
//   database, and BENCH_REDIS_URL adds Redis (rate limits, read-cache invalidation).
import { spawn } from 'node:child_process';
import { loadGenerator, measureLoad } from './load-generator.mjs';
import {
  cpuMicroseconds,
  json,
  percentile,
  root,
  scratchDatabase,
  startServer,
} from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3111);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** No compression: the app and the bare process then write the same body. */
const HEADERS = { 'accept-language': 'en', 'accept-encoding': 'identity' };

async function startBare(port, bodies) {
  const child = spawn(process.execPath, ['scripts/bench/bare-bytes.mjs'], {
    cwd: root,
    env: { ...process.env, BARE_PORT: String(port), BARE_BODIES: JSON.stringify(bodies) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The read's body as the app sends it uncompressed. */
async function bodyOf(url) {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** One target under load, with its server's CPU time per answer in microseconds. */
async function measure({ url, pid }, seconds = SECONDS) {
  const cpuBefore = cpuMicroseconds(pid);
  const result = await measureLoad(url, { connections: CONNECTIONS, seconds, headers: HEADERS });
  return { ...result, seconds, cpuTotal: cpuMicroseconds(pid) - cpuBefore };
}

const median = (values) => percentile(values, 50);
const sum = (values) => values.reduce((total, value) => total + value, 0);

/** Turns of one target taken together: answers over time, the median turn's latencies. */
function together(turns) {
  const total = sum(turns.map((turn) => turn.total));
  return {
    rps: total / sum(turns.map((turn) => turn.seconds)),
    p50: median(turns.map((turn) => turn.p50)),
    p99: median(turns.map((turn) => turn.p99)),
    errors: sum(turns.map((turn) => turn.errors)),
    cpu: sum(turns.map((turn) => turn.cpuTotal)) / (total || 1),
  };
}

/**
 * The bare route and the read in alternating turns, so that a change in what else the machine runs
 * falls on both alike rather than on whichever came second.
 */
async function compare(bareTarget, readTarget) {
  const [bareTurns, readTurns] = [[], []];
  for (let turn = 0; turn < TURNS; turn += 1) {
    bareTurns.push(await measure(bareTarget, SECONDS / TURNS));
    readTurns.push(await measure(readTarget, SECONDS / TURNS));
  }
  return [together(bareTurns), together(readTurns)];
}
const pad = (value, width) => String(value).padStart(width);

function line(name, result, bare) {
  const ratio = bare ? `  ${pad(((100 * result.rps) / bare.rps).toFixed(0), 3)} % of bare` : '';
  return (
    `  ${name.padEnd(40)} ${pad(result.rps.toFixed(0), 6)} req/s  ` +
    `p50 ${pad(result.p50.toFixed(2), 6)} ms  p99 ${pad(result.p99.toFixed(2), 6)} ms  ` +
    `${pad(result.cpu.toFixed(1), 5)} µs CPU/answer  errors ${result.errors}${ratio}`
  );
}

const database = await scratchDatabase();
const redis = process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {};
const server = await startServer({ port: PORT, env: { ...database.env, ...redis } });
let bare;
try {
  const board = await json(await fetch(`${server.base}/api/jobs/?page=1&page_size=10`));
  const reads = [
    { name: 'job board', path: '/api/jobs/?page=1&page_size=10' },
    { name: 'job page', path: `/api/jobs/${board.items[0].id}` },
    { name: 'news board', path: '/api/news/?page=1' },
  ].map((read) => ({ ...read, url: `${server.base}${read.path}`, pid: server.pid }));
  const bodies = await Promise.all(reads.map((read) => bodyOf(read.url)));
  bare = await startBare(PORT + 1, bodies);
  const bareOf = reads.map((_read, index) => ({
    url: `${bare.base}/bytes/${index}`,
    pid: bare.pid,
  }));
  console.log(
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}` +
      `${process.env.BENCH_REDIS_URL ? ', Redis' : ''}; ${loadGenerator}, ${CONNECTIONS} ` +
      `connections, ${RUNS} runs of ${SECONDS} s per target; ` +
      `bodies ${bodies.map((body) => Buffer.byteLength(body)).join(', ')} bytes`,
  );
  for (const target of [...reads, ...bareOf]) await measure(target, WARMUP_SECONDS);

  const ratios = reads.map(() => []);
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`run ${run}`);
    for (const [index, read] of reads.entries()) {
      const [bareResult, result] = await compare(bareOf[index], read);
      ratios[index].push({
        rps: result.rps / bareResult.rps,
        cpu: bareResult.cpu / result.cpu,
      });
      console.log(line(`bare Fastify, the ${read.name}'s bytes`, bareResult));
      console.log(line(`GET ${read.path}`, result, bareResult));
    }
  }
  console.log(`median of ${RUNS} runs`);
  for (const [index, read] of reads.entries()) {
    const share = (key) =>
      pad((100 * median(ratios[index].map((ratio) => ratio[key]))).toFixed(0), 3);
    console.log(
      `  ${read.name.padEnd(12)} ${share('rps')} % of bare's req/s; ` +
        `bare's CPU time per answer ${share('cpu')} % of the read's`,
    );
  }
} finally {
  await bare?.stop();
  await server.stop();
  await database.drop();
}
