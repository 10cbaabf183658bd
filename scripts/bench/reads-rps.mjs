// Public reads on the built app beside a bare Fastify route returning a similar JSON body, in one
// run with autocannon at 50 connections: the job board, a job page and the news board. The ratio
// to the bare route is what says whether a read costs more than the framework does.
//   BENCH_PORT (default 3111), BENCH_SECONDS (default 10). Run `npm run build` first.
//   BENCH_DATABASE_URL (a PostgreSQL admin URL) runs on a fresh PostgreSQL database, and
//   BENCH_REDIS_URL adds Redis (rate limits, read-cache invalidation), as in the scaled mode.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { json, root, scratchDatabase, startServer } from './server-process.mjs';

const require = createRequire(`${root}/apps/server/package.json`);
const Fastify = require('fastify');
const PORT = Number(process.env.BENCH_PORT ?? 3111);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const run = (url) =>
  autocannon({ url, connections: 50, duration: DURATION, headers: { 'accept-language': 'en' } });

const line = (name, result, bare) =>
  `${name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
  `p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
  `errors ${result.errors + result.non2xx}` +
  (bare
    ? `  ${((100 * result.requests.average) / bare.requests.average).toFixed(0)} % of bare`
    : '');

const database = await scratchDatabase();
const redis = process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {};
const server = await startServer({ port: PORT, env: { ...database.env, ...redis } });
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}` +
    `${process.env.BENCH_REDIS_URL ? ', Redis' : ''}; 50 connections, ${DURATION} s each`,
);
try {
  const board = await json(await fetch(`${server.base}/api/jobs/?page=1&page_size=10`));
  const body = JSON.stringify(board);
  const bare = Fastify({ logger: false });
  bare.get('/json', async () => JSON.parse(body));
  await bare.listen({ host: '127.0.0.1', port: PORT + 1 });
  const paths = [
    '/api/jobs/?page=1&page_size=10',
    `/api/jobs/${board.items[0].id}`,
    '/api/news/?page=1',
  ];
  const bareResult = await run(`http://127.0.0.1:${PORT + 1}/json`);
  await bare.close();
  console.log(line('bare Fastify (same JSON as the board)', bareResult));
  for (const path of paths)
    console.log(line(`GET ${path}`, await run(`${server.base}${path}`), bareResult));
} finally {
  await server.stop();
  await database.drop();
}
