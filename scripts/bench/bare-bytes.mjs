// A bare Fastify process that answers GET /bytes/<n> with the n-th body of BARE_BODIES (a JSON
// array of strings) on BARE_PORT, as bytes made once at start with a JSON content type: the least
// a framework route can do to send a cached read, with nothing serialised per request.
import { createRequire } from 'node:module';
import { root } from './server-process.mjs';

const Fastify = createRequire(`${root}/apps/server/package.json`)('fastify');
const bodies = JSON.parse(process.env.BARE_BODIES).map((body) => Buffer.from(body));
const app = Fastify({ logger: false });
bodies.forEach((bytes, index) =>
  app.get(`/bytes/${index}`, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  }),
);
app.get('/api/health', (_request, reply) => {
  reply.send({ ok: true });
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
