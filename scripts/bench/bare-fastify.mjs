// A bare Fastify process answering GET /json with the JSON in BARE_BODY on BARE_PORT: the
// framework's own cost for a read of that size, run as its own process like a server instance.
import { createRequire } from 'node:module';
import { root } from './server-process.mjs';

const Fastify = createRequire(`${root}/apps/server/package.json`)('fastify');
const body = JSON.parse(process.env.BARE_BODY);
const app = Fastify({ logger: false });
app.get('/json', async () => body);
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
