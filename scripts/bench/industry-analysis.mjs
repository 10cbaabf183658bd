// Time from request to result of an industry analysis with the built-in analyst, against the
// built server (embedded mode) on port 3530. BENCH_RUNS (default 20) people each ask for a free
// analysis of an industry typed as a query, half in English and half in Chinese, with a current
// job, and read it every 10 ms until it is completed; the clock runs from the request to the first
// answer that carries the result. The first run includes loading the industry data and the skill
// ratings. Run `npm run build` first.
import { json, signIn, startServer } from './server-process.mjs';

const PORT = 3530;
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 500);
const REQUESTS = [
  { industry_query: 'hospitals', current_job: 'accountant', language: 'en' },
  { industry_query: '新能源汽车', current_job: '软件工程师', language: 'zh' },
  { industry_query: 'fintech', current_job: 'data analyst', language: 'en' },
  { industry_query: '跨境电商', current_job: '市场营销', language: 'zh' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`;

const server = await startServer({ port: PORT, env: { OTP_PER_ADDRESS_PER_HOUR: '10000' } });
try {
  const { base } = server;
  const whole = [];
  const accepted = [];
  for (let run = 0; run < RUNS; run += 1) {
    const request = REQUESTS[run % REQUESTS.length];
    const token = await signIn(base, `bench-industry-${run}@example.com`);
    const headers = {
      authorization: `Bearer ${token}`,
      'accept-language': request.language,
      'content-type': 'application/json',
    };
    const started = performance.now();
    const { id } = await json(
      await fetch(`${base}/api/industry-analysis`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...request, mode: 'free' }),
      }),
    );
    accepted.push(performance.now() - started);
    for (;;) {
      const analysis = await json(await fetch(`${base}/api/industry-analysis/${id}`, { headers }));
      if (analysis.status === 'failed') throw new Error(`analysis failed: ${analysis.error_type}`);
      if (analysis.status === 'completed') {
        if (!analysis.result.personal) throw new Error('expected the personal part');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    whole.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  console.log(`Industry analysis, built-in analyst: ${RUNS} requests, ${PAUSE_MS} ms apart`);
  console.log(
    `  request answered (id, pending)  median ${ms(median(accepted))}  slowest ${ms(Math.max(...accepted))}`,
  );
  console.log(
    `  request to result               median ${ms(median(whole))}  slowest ${ms(Math.max(...whole))}` +
      `  (first run ${ms(whole[0])})`,
  );
} finally {
  await server.stop();
}
