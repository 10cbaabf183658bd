// Time from POST /api/v2/search-job for a title with no page yet to the task_completed message on
// the live channel, with the built-in analyst, over 50 titles searched one after another.
import WebSocket from 'ws';
import { percentile, startServer } from './server-process.mjs';

const TITLES = [
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

const server = await startServer({ port: 3192, env: { SEED_DEMO_CONTENT: 'false' } });
try {
  const socket = new WebSocket(`${server.base.replace('http', 'ws')}/ws`);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(
    JSON.stringify({
      type: 'connection',
      data: { connection_id: 'bench_connection_00000000001', client_task_id: null },
    }),
  );
  const completions = new Map();
  const completed = new Set();
  let established;
  const handshake = new Promise((resolve) => (established = resolve));
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw));
    if (message.type === 'connection_established') established();
    if (message.type !== 'task_completed') return;
    completed.add(message.data.task_id);
    completions.get(message.data.task_id)?.();
  });
  socket.send(
    JSON.stringify({
      type: 'connection',
      data: { connection_id: 'bench_connection_00000000001', client_task_id: null },
    }),
  );
  await handshake;
  const times = [];
  for (const title of TITLES) {
    const startedAt = performance.now();
    let resolveDone;
    const done = new Promise((resolve) => (resolveDone = resolve));
    const response = await fetch(`${server.base}/api/v2/search-job`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: title,
        language: 'en',
        connection_id: 'bench_connection_00000000001',
      }),
    });
    const body = await response.json();
    if (!response.ok) {
      console.log(`  skipped "${title}": ${body.error_type}`);
      continue;
    }
    if (body.status === 'completed' || completed.has(body.task_id)) resolveDone();
    else completions.set(body.task_id, resolveDone);
    await done;
    times.push(performance.now() - startedAt);
  }
  socket.close();
  console.log(`search to task_completed over ${times.length} new titles (built-in analyst):`);
  console.log(
    `  p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
