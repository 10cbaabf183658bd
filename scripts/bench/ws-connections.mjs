// Resident memory of one server process holding 1,000 open WebSocket connections (each having
// done the connection handshake), compared with the same process idle.
import WebSocket from 'ws';
import { rssMb, startServer } from './server-process.mjs';

const COUNT = Number(process.env.BENCH_SOCKETS ?? 1000);
const server = await startServer({ port: 3199, env: { SEED_DEMO_CONTENT: 'false' } });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  await sleep(3000);
  const idle = rssMb(server.pid);
  const sockets = [];
  for (let i = 0; i < COUNT; i += 1) {
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const established = new Promise((resolve) => socket.once('message', resolve));
    socket.send(
      JSON.stringify({
        type: 'connection',
        data: {
          connection_id: `bench_connection_${String(i).padStart(12, '0')}`,
          client_task_id: null,
        },
      }),
    );
    await established;
    sockets.push(socket);
  }
  await sleep(3000);
  const loaded = rssMb(server.pid);
  console.log(
    `idle: ${idle.toFixed(0)} MB; with ${COUNT} open connections: ${loaded.toFixed(0)} MB (${(((loaded - idle) * 1024) / COUNT).toFixed(1)} KB per connection)`,
  );
  for (const socket of sockets) socket.close();
} finally {
  await server.stop();
}
