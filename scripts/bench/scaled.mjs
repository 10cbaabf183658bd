// The scaled mode under load: N instances of the built server on one fresh PostgreSQL database and
// one Redis, read from concurrently with autocannon while new job titles are searched through
// them, each search's progress followed on a socket held by another instance (so the BullMQ queue
// and the Redis fan-out both carry it). Each instance's figures are set beside N bare Fastify
// processes answering the board's JSON, measured in the same run with the same connections; the
// embedded mode (one process, PGlite, no Redis) follows for comparison. Run `npm run build` first.
// The board and the bare route are compared on the same wire body: both asked without
// compression, so each sends the same JSON bytes (the bytes per answer are printed to show it). A
// bare route does not compress, and the app compresses a cached read once, so comparing its
// compressed answers with the bare route's plain ones would credit it with smaller writes. Beside
// requests per second, each line shows the CPU time its server spent per answer, a figure that
// other work on the machine hardly moves.
//   BENCH_INSTANCES (2), BENCH_SECONDS (5 per phase), BENCH_ROUNDS (5 of bare and board, in
//   alternating order), BENCH_WARMUP_SECONDS (2, each target before the first round),
//   BENCH_PORT (3441: instances from there, bare processes from +20), BENCH_SEARCHES (24 titles),
//   BENCH_SEARCH_CONCURRENCY (4), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test, an
//   admin URL: a scratch database is made and dropped), BENCH_REDIS_URL
//   (redis://127.0.0.1:6379/13: its database index keeps the run's keys apart; the server's keys
//   there are deleted before and after), BENCH_EMBEDDED (true), BENCH_ACCEPT_ENCODING
//   ('gzip, deflate, br' as browsers send, for the mixed reads; '' for uncompressed answers),
//   LOG_LEVEL (the server's default, info).
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import {
  cpuMicroseconds,
  deleteServerKeys,
  json,
  NEW_JOB_TITLES,
  openLiveChannel,
  percentile,
  postSearch,
  root,
  scratchDatabase,
  startServer,
  withDatabaseIndex,
} from './server-process.mjs';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 3441);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 24);
const SEARCH_CONCURRENCY = Number(process.env.BENCH_SEARCH_CONCURRENCY ?? 4);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const CONNECTIONS = 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = withDatabaseIndex(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379', 13);
/** High enough that the one address of this client is never limited, yet the limiter still runs. */
const RATE_LIMIT_MAX = '100000000';
async function startBare(port, body) {
  const child = spawn(process.execPath, ['scripts/bench/bare-fastify.mjs'], {
    cwd: root,
    env: { ...process.env, BARE_PORT: String(port), BARE_BODY: body },
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

/**
 * One autocannon per target ({ base, pid }), all at once; each cycles its connections through
 * `paths`. Each result also carries the CPU time its server spent per answer: unlike requests per
 * second, it hardly moves when something else on the machine takes a share of the cores.
 */
const load = (targets, paths, { encoding = ACCEPT_ENCODING, seconds = SECONDS } = {}) =>
  Promise.all(
    targets.map(async ({ base, pid }) => {
      const cpuBefore = cpuMicroseconds(pid);
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-language': 'en', 'accept-encoding': encoding },
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      result.cpuPerAnswer = (cpuMicroseconds(pid) - cpuBefore) / (result.requests.total || 1);
      return result;
    }),
  );

/** Bare and board are asked alike: no compression, so both write the same JSON body. */
const SAME_BODY = { encoding: '' };

const median = (values) => percentile(values, 50);

/** A phase's figures for one target, the median of each over the rounds it was measured in. */
const summary = (results) => ({
  rps: median(results.map((result) => result.requests.average)),
  p50: median(results.map((result) => result.latency.p50)),
  p99: median(results.map((result) => result.latency.p99)),
  errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  // Headers and body of an answer, as autocannon counted them.
  bytes: median(results.map((result) => result.throughput.total / (result.requests.total || 1))),
  cpu: median(results.map((result) => result.cpuPerAnswer)),
});

function line(name, figures, percentOfBare) {
  return (
    `  ${name.padEnd(34)} ${figures.rps.toFixed(0).padStart(6)} req/s  ` +
    `p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
    `errors ${String(figures.errors).padStart(3)}  ${figures.bytes.toFixed(0).padStart(5)} B/answer  ` +
    `CPU ${figures.cpu.toFixed(0).padStart(4)} µs/answer` +
    (percentOfBare === undefined ? '' : `  ${percentOfBare.toFixed(0).padStart(3)} % of bare`)
  );
}

/** One search through `httpBase`, its progress followed on a socket held by `socketBase`. */
async function searchOnce({ httpBase, socketBase, title, connectionId }) {
  const completed = new Map();
  let waiting;
  const socket = await openLiveChannel(socketBase, connectionId, (message) => {
    if (message.type === 'task_completed' || message.type === 'task_error') {
      completed.set(message.data.task_id, message.type);
      waiting?.();
    }
  });
  try {
    const startedAt = performance.now();
    const { response, body } = await postSearch(httpBase, title, connectionId);
    if (!response.ok) return { outcome: `HTTP ${response.status} ${body.error_type}` };
    if (body.status === 'completed') return { outcome: 'already written' };
    const deadline = performance.now() + 120_000;
    while (!completed.has(body.task_id) && performance.now() < deadline) {
      await new Promise((resolve) => {
        waiting = resolve;
        setTimeout(resolve, 1_000);
      });
    }
    const type = completed.get(body.task_id);
    if (type !== 'task_completed') return { outcome: type ?? 'no answer in 120 s' };
    return { outcome: 'completed', ms: performance.now() - startedAt };
  } finally {
    socket.close();
  }
}

/** `titles` searched `SEARCH_CONCURRENCY` at a time, spread over the instances. */
async function searchAll(bases, titles, runId) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < titles.length) {
      const index = next++;
      results.push(
        await searchOnce({
          httpBase: bases[index % bases.length],
          socketBase: bases[(index + 1) % bases.length],
          title: titles[index],
          connectionId: `bench_scaled_${runId}_${String(index).padStart(6, '0')}`,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: SEARCH_CONCURRENCY }, worker));
  return results;
}

function searchLine(results, bases) {
  const times = results.filter((r) => r.outcome === 'completed').map((r) => r.ms);
  const others = results.filter((r) => r.outcome !== 'completed').map((r) => r.outcome);
  const spread =
    bases.length > 1 ? ', each posted to one instance and followed on the next one' : '';
  return (
    `  searches of new titles (${SEARCH_CONCURRENCY} at a time${spread}): ` +
    `${times.length}/${results.length} completed` +
    (times.length
      ? `, to task_completed p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`
      : '') +
    (others.length ? `; not completed: ${others.join(', ')}` : '')
  );
}

/** The phases of one mode: bare processes, board only, then mixed reads with searches. */
async function measure(label, servers, bareBasePort, titles) {
  const bases = servers.map((server) => server.base);
  const board = await json(await fetch(`${bases[0]}/api/jobs/?page=1&page_size=10`));
  const news = await json(await fetch(`${bases[0]}/api/news/?page=1`));
  const paths = [
    '/api/jobs/?page=1&page_size=10',
    `/api/jobs/${board.items[0].id}`,
    '/api/news/?page=1',
    `/api/news/${news.items[0].id}`,
    `/api/comments/${news.items[0].id}`,
  ];
  const bodyText = JSON.stringify(board);
  const bares = [];
  for (let i = 0; i < servers.length; i += 1)
    bares.push(await startBare(bareBasePort + i, bodyText));
  // Both warmed first (JIT, connections, the board's cache entry), then measured in turns whose
  // order alternates, so drift in what else the machine runs falls on both; medians are shown.
  await load(bares, ['/json'], { ...SAME_BODY, seconds: WARMUP_SECONDS });
  await load(servers, [paths[0]], { ...SAME_BODY, seconds: WARMUP_SECONDS });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bareFirst = round % 2 === 0;
    const first = await load(
      ...(bareFirst ? [bares, ['/json']] : [servers, [paths[0]]]),
      SAME_BODY,
    );
    const second = await load(
      ...(bareFirst ? [servers, [paths[0]]] : [bares, ['/json']]),
      SAME_BODY,
    );
    const [bare, board] = bareFirst ? [first, second] : [second, first];
    const bareRps = bare.reduce((sum, result) => sum + result.requests.average, 0) / bare.length;
    rounds.push({ bare, board, bareRps });
  }
  for (const bare of bares) await bare.stop();
  const bareRps = median(rounds.map((round) => round.bareRps));

  console.log(`\n${label}`);
  bares.forEach((_, i) =>
    console.log(
      line(`bare Fastify ${i + 1} (board's JSON)`, summary(rounds.map((r) => r.bare[i]))),
    ),
  );
  servers.forEach((_, i) => {
    const percent = median(rounds.map((r) => (100 * r.board[i].requests.average) / r.bareRps));
    console.log(line(`board, instance ${i + 1}`, summary(rounds.map((r) => r.board[i])), percent));
  });

  // The same reads alone first: what searching beside them costs them is the difference.
  const aloneResults = await load(servers, paths);
  aloneResults.forEach((result, i) => {
    const percent = (100 * result.requests.average) / bareRps;
    console.log(line(`mixed reads alone, instance ${i + 1}`, summary([result]), percent));
  });
  const runId = crypto.randomBytes(4).toString('hex');
  const [mixedResults, searchResults] = await Promise.all([
    load(servers, paths),
    searchAll(bases, titles, runId),
  ]);
  mixedResults.forEach((result, i) => {
    const percent = (100 * result.requests.average) / bareRps;
    console.log(line(`mixed reads, searching, inst. ${i + 1}`, summary([result]), percent));
  });
  console.log(searchLine(searchResults, bases));
}

console.log(
  `${CONNECTIONS} connections per instance and per bare process, ${SECONDS} s per phase; ` +
    `after ${WARMUP_SECONDS} s of warm-up each, bare and board take ${ROUNDS} turns in alternating ` +
    'order (medians shown), both uncompressed so they write the same body; then mixed reads run ' +
    `alone and beside searches, with accept-encoding: ${ACCEPT_ENCODING || '(none)'}.\n` +
    `Rate limits stay on (shared through Redis in the scaled mode); RATE_LIMIT_MAX=${RATE_LIMIT_MAX}, ` +
    'SEARCH_RATE_PER_MINUTE and SEARCH_DAILY_LIMIT_ADDRESS are raised so this one client address is not limited.\n' +
    'Mixed reads cycle through the board, a job page, the news board, an article and its first comments.',
);

const limits = {
  RATE_LIMIT_MAX,
  SEARCH_RATE_PER_MINUTE: RATE_LIMIT_MAX,
  SEARCH_DAILY_LIMIT_ADDRESS: RATE_LIMIT_MAX,
};
const half = Math.floor(Math.min(SEARCHES, NEW_JOB_TITLES.length) / 2);
const titles = NEW_JOB_TITLES.slice(0, Math.min(SEARCHES, NEW_JOB_TITLES.length));

const database = await scratchDatabase(DATABASE_URL);
await deleteServerKeys(REDIS_URL);
const shared = {
  ...database.env,
  ...limits,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  REDIS_URL,
  JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
};
const servers = [];
try {
  // The first instance migrates and seeds; the others start together on the ready database.
  servers.push(await startServer({ port: PORT, env: shared }));
  servers.push(
    ...(await Promise.all(
      Array.from({ length: INSTANCES - 1 }, (_, i) =>
        startServer({ port: PORT + 1 + i, env: shared }),
      ),
    )),
  );
  await measure(
    `scaled: ${INSTANCES} instances, PostgreSQL and Redis (${new URL(REDIS_URL).pathname.slice(1) || 0} database index; pub/sub channels are Redis-wide)`,
    servers,
    PORT + 20,
    process.env.BENCH_EMBEDDED === 'false' ? titles : titles.slice(0, half),
  );
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
  await deleteServerKeys(REDIS_URL);
}

if (process.env.BENCH_EMBEDDED !== 'false') {
  const embedded = await startServer({
    port: PORT,
    env: { ...limits, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  });
  try {
    await measure(
      'embedded: 1 instance, PGlite, no Redis',
      [embedded],
      PORT + 20,
      titles.slice(half),
    );
  } finally {
    await embedded.stop();
  }
}
