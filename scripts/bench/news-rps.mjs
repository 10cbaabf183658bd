// Requests per second for the news board's first page and an article's comments, against the
// built server (embedded mode: PGlite, seeded demo content) on port 3500 with a temporary data
// directory. Fifteen users sign in through the development outbox and write ten comments and five
// replies, so the comments page has the shape a reader sees. Run `npm run build` first.
//   BENCH_CONCURRENCY (default 32), BENCH_SECONDS (default 10) tune the load.
//   BENCH_DATABASE_URL (a PostgreSQL admin URL) runs the server on a fresh PostgreSQL database
//   instead, as in the scaled mode.
import { json, percentile, scratchDatabase, signIn, startServer } from './server-process.mjs';

const PORT = 3500;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

async function writeComments(base, newsId) {
  const comment = async (token, text, parentId) =>
    json(
      await fetch(`${base}/api/comments/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ news_id: newsId, comment_text: text, parent_comment_id: parentId }),
      }),
    );
  const ids = [];
  for (let i = 0; i < 15; i += 1) {
    const token = await signIn(base, `bench-reader-${i}@example.com`);
    const parent = i >= 10 ? ids[i - 10] : undefined;
    const created = await comment(token, `Bench comment ${i}: a thoughtful remark.`, parent);
    if (i < 10) ids.push(created.comment_id);
  }
}

/** Keeps CONCURRENCY requests in flight for SECONDS and counts the answers. */
async function measure(url) {
  const latencies = [];
  let failures = 0;
  let measuring = false;
  let running = true;
  const worker = async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { 'accept-language': 'en' } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(String(response.status));
        if (measuring) latencies.push(performance.now() - started);
      } catch {
        if (measuring) failures += 1;
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
  measuring = true;
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  running = false;
  await Promise.all(workers);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

const database = await scratchDatabase();
const server = await startServer({ port: PORT, env: database.env });
console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
try {
  const board = await json(await fetch(`${server.base}/api/news/?page=1`));
  const newsId = board.items[0].id;
  await writeComments(server.base, newsId);
  const comments = await json(await fetch(`${server.base}/api/comments/${newsId}`));
  console.log(
    `seeded: ${board.total} articles; article ${newsId} has ${comments.total} comments and ` +
      `${comments.items.reduce((sum, c) => sum + c.reply_count, 0)} replies`,
  );
  console.log(
    `concurrency ${CONCURRENCY}, ${SECONDS} s per endpoint after ${WARM_UP_SECONDS} s warm-up`,
  );
  for (const path of ['/api/news/?page=1', `/api/comments/${newsId}`]) {
    const result = await measure(`${server.base}${path}`);
    console.log(
      `GET ${path}: ${result.rps.toFixed(0)} requests/s, p50 ${result.p50.toFixed(1)} ms, ` +
        `p99 ${result.p99.toFixed(1)} ms, failures ${result.failures}`,
    );
  }
} finally {
  await server.stop();
  await database.drop();
}
