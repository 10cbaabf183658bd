// What one client address can hold on /ws: opens BENCH_SOCKETS (3,000) sockets from this
// machine against the built server, and prints how many stayed open, how many were refused with
// 1008, and the server's open file descriptors before, while holding them and after closing
// them. WS_MAX_PER_ADDRESS is the server's (50 unless set). Run `npm run build` first.
import fs from 'node:fs';
import WebSocket from 'ws';
import { startServer } from './server-process.mjs';

const COUNT = Number(process.env.BENCH_SOCKETS ?? 3000);
const BATCH = 100;
const port = Number(process.env.BENCH_PORT ?? 3194);
const cap = process.env.WS_MAX_PER_ADDRESS ?? '50';
const fileDescriptors = (pid) => fs.readdirSync(`/proc/${pid}/fd`).length;

/** Opens one socket; answers whether the server kept it (a ping is answered) or its close code. */
async function openOne(url) {
  const socket = new WebSocket(url);
  const closed = new Promise((resolve) => socket.once('close', (code) => resolve({ code })));
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
  } catch {
    return { socket, outcome: { code: 'error' } };
  }
  const pong = new Promise((resolve) =>
    socket.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'pong') resolve({ kept: true });
    }),
  );
  socket.send(JSON.stringify({ type: 'ping' }));
  return { socket, outcome: await Promise.race([pong, closed]) };
}

const server = await startServer({
  port,
  env: { SEED_DEMO_CONTENT: 'false', WS_MAX_PER_ADDRESS: cap },
});
try {
  const url = `${server.base.replace('http', 'ws')}/ws`;
  const before = fileDescriptors(server.pid);
  const opened = [];
  for (let i = 0; i < COUNT; i += BATCH) {
    const size = Math.min(BATCH, COUNT - i);
    opened.push(...(await Promise.all(Array.from({ length: size }, () => openOne(url)))));
  }
  const kept = opened.filter(({ outcome }) => outcome.kept).length;
  const refused = opened.filter(({ outcome }) => outcome.code === 1008).length;
  const other = COUNT - kept - refused;
  const holding = fileDescriptors(server.pid);
  await Promise.all(
    opened.map(({ socket }) =>
      socket.readyState === WebSocket.CLOSED
        ? undefined
        : new Promise((resolve) => {
            socket.once('close', resolve);
            socket.close();
          }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = fileDescriptors(server.pid);
  console.log(
    `WS_MAX_PER_ADDRESS=${cap}: ${COUNT} sockets opened from one address: ${kept} kept, ` +
      `${refused} closed with 1008, ${other} otherwise`,
  );
  console.log(
    `server file descriptors: ${before} before, ${holding} while holding them, ${after} after closing them`,
  );
} finally {
  await server.stop();
}
