// Time from upload to result of a CV analysis with the built-in analyst, against the built server
// (embedded mode) on port 3520 (or BENCH_PORT). BENCH_RUNS (default 20) people each upload the
// committed two-page PDF CV (apps/server/src/test/fixtures/cv/backend-lead.pdf) as a free
// analysis and ask for it every 10 ms until it is completed; the clock runs from the start of the
// upload to the first answer that carries the result. The first run includes starting the
// text-extraction thread; later ones find a spare thread ready unless they come faster than it
// starts (BENCH_PAUSE_MS=0).
// Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { json, root, signIn, startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3520);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
/** Time between one person's result and the next upload; 0 runs them back to back. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 1000);
const FILE = path.join(root, 'apps/server/src/test/fixtures/cv/backend-lead.pdf');

const bytes = fs.readFileSync(FILE);
const pages = bytes.toString('latin1').match(/\/Type \/Page[^s]/g)?.length ?? 0;
const server = await startServer({ port: PORT, env: { OTP_PER_ADDRESS_PER_HOUR: '10000' } });
try {
  const { base } = server;
  const whole = [];
  const accepted = [];
  for (let run = 0; run < RUNS; run += 1) {
    const token = await signIn(base, `bench-cv-${run}@example.com`);
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    const form = new FormData();
    form.append('mode', 'free');
    form.append('language', 'en');
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'backend-lead.pdf');

    const started = performance.now();
    const { id } = await json(
      await fetch(`${base}/api/cv-analysis`, { method: 'POST', headers, body: form }),
    );
    accepted.push(performance.now() - started);
    for (;;) {
      const analysis = await json(await fetch(`${base}/api/cv-analysis/${id}`, { headers }));
      if (analysis.status === 'failed') throw new Error(`analysis failed: ${analysis.error_type}`);
      if (analysis.status === 'completed') {
        if (analysis.result.roles.length !== 10) throw new Error('expected ten roles');
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    whole.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  const ms = (value) => `${value.toFixed(0)} ms`;
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return sorted.length % 2
      ? sorted[Math.floor(middle)]
      : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const slowest = (values) => Math.max(...values);
  console.log(
    `CV analysis, built-in analyst: ${RUNS} uploads of a ${pages}-page PDF (${(bytes.length / 1024).toFixed(1)} KB), ${PAUSE_MS} ms apart`,
  );
  console.log(
    `  upload answered (id, pending)  median ${ms(median(accepted))}  slowest ${ms(slowest(accepted))}`,
  );
  console.log(
    `  upload to result               median ${ms(median(whole))}  slowest ${ms(slowest(whole))}` +
      `  (first run ${ms(whole[0])})`,
  );
} finally {
  await server.stop();
}
