// Time from POST /api/v2/search-job for a title with no page yet to the task_completed message on
// the live channel, with the built-in analyst, over 50 titles searched one after another.
import {
  NEW_JOB_TITLES,
  openLiveChannel,
  percentile,
  postSearch,
  startServer,
} from './server-process.mjs';

const CONNECTION_ID = 'bench_connection_00000000001';

const server = await startServer({ port: 3192, env: { SEED_DEMO_CONTENT: 'false' } });
try {
  const completions = new Map();
  const completed = new Set();
  const socket = await openLiveChannel(server.base, CONNECTION_ID, (message) => {
    if (message.type !== 'task_completed') return;
    completed.add(message.data.task_id);
    completions.get(message.data.task_id)?.();
  });
  const times = [];
  for (const title of NEW_JOB_TITLES) {
    const startedAt = performance.now();
    let resolveDone;
    const done = new Promise((resolve) => (resolveDone = resolve));
    const { response, body } = await postSearch(server.base, title, CONNECTION_ID);
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
