// Whether the built-in analyst slows other people's requests: against the built server (embedded
// mode), BENCH_AT_ONCE (4) CV analyses (the committed two-page PDF CV uploaded, free mode) are
// started at the same moment, each by an account of its own, while a prober asks for /api/health
// every 100 ms; then as many industry analyses (a query and a current job). Each kind runs twice:
// first on a server that has done no analysis yet (the analyst's data still to load), then again.
// Prints for each round the probe's worst, p99 and median latency, the time until every analysis
// had its result, and the resident memory of the server and its child processes (idle before the
// round, peak during it). The first round starts once the server's own CPU is quiet (its start,
// demo pages included, done).
//   BENCH_PORT (3550), BENCH_AT_ONCE (4), BENCH_KINDS (cv,industry). Run `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { cpuMicroseconds, json, percentile, root, signIn, startServer } from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3550);
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 4);
const KINDS = (process.env.BENCH_KINDS ?? 'cv,industry').split(',');
const CV = fs.readFileSync(path.join(root, 'apps/server/src/test/fixtures/cv/backend-lead.pdf'));
const INDUSTRY_REQUESTS = [
  { industry_query: 'hospitals', current_job: 'accountant', language: 'en' },
  { industry_query: '新能源汽车', current_job: '软件工程师', language: 'zh' },
  { industry_query: 'fintech', current_job: 'data analyst', language: 'en' },
  { industry_query: '跨境电商', current_job: '市场营销', language: 'zh' },
];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of the process and every process it started, in MB. */
function treeRssMb(pid) {
  const read = (file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    const children = read(`/proc/${tree[i]}/task/${tree[i]}/children`).trim();
    if (children) tree.push(...children.split(/\s+/).map(Number));
  }
  const kb = tree.map((each) =>
    Number(read(`/proc/${each}/status`).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0),
  );
  return kb.reduce((sum, each) => sum + each, 0) / 1024;
}

const start = {
  cv: (base, token) => {
    const form = new FormData();
    form.append('mode', 'free');
    form.append('language', 'en');
    form.append('file', new Blob([CV], { type: 'application/pdf' }), 'backend-lead.pdf');
    return fetch(`${base}/api/cv-analysis`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  },
  industry: (base, token, i) =>
    fetch(`${base}/api/industry-analysis`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...INDUSTRY_REQUESTS[i % INDUSTRY_REQUESTS.length], mode: 'free' }),
    }),
};
const route = { cv: 'cv-analysis', industry: 'industry-analysis' };

const server = await startServer({
  port: PORT,
  env: { OTP_PER_ADDRESS_PER_HOUR: '10000', SIGN_IN_RATE_PER_MINUTE: '10000' },
});
const { base } = server;
try {
  // The rounds begin once the server is at rest: a first start seeds its demo pages after it
  // listens, which is no analysis's doing.
  for (let tries = 0; tries < 240; tries += 1) {
    const before = cpuMicroseconds(server.pid);
    await sleep(500);
    if (cpuMicroseconds(server.pid) - before < 50_000) break;
  }
  for (const kind of KINDS) {
    for (const round of ['first', 'second']) {
      const tokens = [];
      for (let i = 0; i < AT_ONCE; i += 1) {
        tokens.push(await signIn(base, `health-${kind}-${round}-${i}@example.com`));
      }
      await sleep(2_000);
      const idleMb = treeRssMb(server.pid);
      let peakMb = idleMb;
      const memory = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb(server.pid))), 50);
      const probes = [];
      let probing = true;
      const prober = (async () => {
        while (probing) {
          const started = performance.now();
          void fetch(`${base}/api/health`).then(
            async (response) => {
              await response.arrayBuffer();
              probes.push(performance.now() - started);
            },
            () => probes.push(Infinity),
          );
          await sleep(100);
        }
      })();
      await sleep(300);
      const started = performance.now();
      const outcomes = await Promise.all(
        tokens.map(async (token, i) => {
          const { id } = await json(await start[kind](base, token, i));
          const headers = { authorization: `Bearer ${token}` };
          for (;;) {
            const analysis = await json(
              await fetch(`${base}/api/${route[kind]}/${id}`, { headers }),
            );
            if (analysis.status === 'completed' || analysis.status === 'failed') {
              return {
                status: analysis.status,
                error: analysis.error_type,
                ms: performance.now() - started,
              };
            }
            await sleep(50);
          }
        }),
      );
      const allMs = performance.now() - started;
      await sleep(300);
      probing = false;
      await prober;
      await sleep(1_000);
      clearInterval(memory);
      const failed = outcomes.filter((outcome) => outcome.status !== 'completed');
      console.log(
        `${AT_ONCE} ${kind} analyses at once, ${round} round: all done in ${(allMs / 1000).toFixed(1)} s` +
          (failed.length
            ? `, ${failed.length} failed (${failed.map((f) => f.error).join(', ')})`
            : ''),
      );
      console.log(
        `  health: ${probes.length} probes, worst ${Math.max(...probes).toFixed(0)} ms, ` +
          `p99 ${percentile(probes, 99).toFixed(0)} ms, median ${percentile(probes, 50).toFixed(0)} ms`,
      );
      console.log(
        `  memory (server and children): idle before ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
      );
    }
  }
} finally {
  await server.stop();
}
