// Requests per second for GET /api/jobs/?page=1 on the built app (embedded mode, demo jobs), beside
// a bare Fastify route returning a fixed JSON object on the same machine, with autocannon.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { root, startServer } from './server-process.mjs';

const require = createRequire(`${root}/apps/server/package.json`);
const Fastify = require('fastify');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const run = (url) =>
  autocannon({ url, connections: 50, duration: DURATION, headers: { 'accept-language': 'en' } });

const bare = Fastify({ logger: false });
bare.get('/json', async () => ({
  items: [{ id: 1, title: 'Software Engineer', ai_replacement_rate: 51 }],
  page: 1,
}));
await bare.listen({ host: '127.0.0.1', port: 3197 });
const bareResult = await run('http://127.0.0.1:3197/json');
await bare.close();

const server = await startServer({ port: 3198 });
try {
  const result = await run(`${server.base}/api/jobs/?page=1`);
  console.log(
    `bare Fastify JSON route:   ${bareResult.requests.average.toFixed(0)} req/s (p99 ${bareResult.latency.p99} ms)`,
  );
  console.log(
    `GET /api/jobs/?page=1:     ${result.requests.average.toFixed(0)} req/s (p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx)`,
  );
} finally {
  await server.stop();
}
