// The storm: what a few ordinary accounts can ask of the built server at once, while a prober asks
// for /api/health every 100 ms. Three exports of the largest CV the editor accepts (modern
// template, the slowest to draw), three exports of a CV just within the 10-page limit (drawn, not
// refused), three 10 MB PDF CVs uploaded for analysis and five PDFs whose
// page inflates to 2 GB sent to the CV import, all at the same moment, each from an account of
// its own (so no one person's share of the work pool is what refuses them).
// Prints the probe's worst and 99th-percentile latency, the resident memory of the server and its
// child processes at idle and at their peak, and every request's status.
//   BENCH_PORT (3140), BENCH_BOMB_MB (2048), BENCH_STORM (exports,drawings,uploads,bombs: the parts to
//   send, to see what each costs alone). Run `npm run build` first.
import fs from 'node:fs';
import { percentile, signIn, startServer } from './server-process.mjs';
import { inflationBomb, largeCvPdf, largestCv, tenPageCv } from './storm-inputs.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3140);
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 2048);
const PARTS = new Set((process.env.BENCH_STORM ?? 'exports,drawings,uploads,bombs').split(','));
const part = (name, count) => (PARTS.has(name) ? count : 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process and every process it started, read from /proc. */
function processTree(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const task of safeList(`/proc/${tree[i]}/task`)) {
      const children = safeRead(`/proc/${tree[i]}/task/${task}/children`).trim();
      if (children) tree.push(...children.split(/\s+/).map(Number));
    }
  }
  return tree;
}
const safeList = (dir) => {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
};
const safeRead = (file) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const rssOf = (pid) => Number(safeRead(`/proc/${pid}/status`).match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
const treeRssMb = (pid) => processTree(pid).reduce((sum, each) => sum + rssOf(each), 0) / 1024;
const ownRssMb = (pid) => rssOf(pid) / 1024;

const [bomb, bigPdf] = [await inflationBomb(BOMB_MB), await largeCvPdf(10)];
const cv = largestCv();
const fitting = tenPageCv();
const server = await startServer({
  port: PORT,
  env: { OTP_PER_ADDRESS_PER_HOUR: '1000', SIGN_IN_RATE_PER_MINUTE: '1000' },
});
const { base } = server;
try {
  const tokens = [];
  for (let i = 0; i < 14; i += 1) tokens.push(await signIn(base, `storm-${i}@example.com`));
  const auth = (token) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
  await sleep(3_000);
  const idleMb = treeRssMb(server.pid);

  let peakMb = idleMb;
  let serverPeakMb = ownRssMb(server.pid);
  const memory = setInterval(() => {
    peakMb = Math.max(peakMb, treeRssMb(server.pid));
    serverPeakMb = Math.max(serverPeakMb, ownRssMb(server.pid));
  }, 50);
  const probes = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const started = performance.now();
      const probe = fetch(`${base}/api/health`).then(
        async (response) => {
          await response.arrayBuffer();
          probes.push({ ms: performance.now() - started, status: response.status });
        },
        () => probes.push({ ms: performance.now() - started, status: 0 }),
      );
      void probe;
      await sleep(100);
    }
  })();

  const timed = async (name, send) => {
    const started = performance.now();
    try {
      const response = await send();
      const body = await response.arrayBuffer();
      const detail =
        response.status >= 400 ? JSON.parse(Buffer.from(body).toString()).error_type : '';
      return { name, status: response.status, ms: performance.now() - started, detail };
    } catch (error) {
      return { name, status: 0, ms: performance.now() - started, detail: String(error) };
    }
  };
  const exportPdf =
    (token, document = cv) =>
    () =>
      fetch(`${base}/api/cv/pdf`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ cv: document, template: 'modern', language: 'en', paper: 'a4' }),
      });
  const upload = (token, route, bytes, name) => () => {
    const form = new FormData();
    if (route === '/api/cv-analysis') {
      form.append('mode', 'free');
      form.append('language', 'en');
    }
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
    return fetch(`${base}${route}`, { method: 'POST', headers: auth(token), body: form });
  };

  await sleep(1_000);
  const stormStarted = performance.now();
  const results = await Promise.all([
    ...tokens
      .slice(0, part('exports', 3))
      .map((token, i) => timed(`export ${i + 1} (modern)`, exportPdf(token))),
    ...tokens
      .slice(11, 11 + part('drawings', 3))
      .map((token, i) => timed(`10-page export ${i + 1}`, exportPdf(token, fitting))),
    ...tokens
      .slice(3, 3 + part('uploads', 3))
      .map((token, i) =>
        timed(`10 MB CV upload ${i + 1}`, upload(token, '/api/cv-analysis', bigPdf, 'cv.pdf')),
      ),
    ...tokens
      .slice(6, 6 + part('bombs', 5))
      .map((token, i) =>
        timed(
          `inflation bomb ${i + 1}`,
          upload(token, '/api/cv/import', bomb, `bomb-${i + 1}.pdf`),
        ),
      ),
  ]);
  const stormMs = performance.now() - stormStarted;
  await sleep(2_000);
  probing = false;
  await prober;
  clearInterval(memory);
  await sleep(500);
  const afterMb = treeRssMb(server.pid);

  const latencies = probes.map((probe) => probe.ms);
  const failedProbes = probes.filter((probe) => probe.status !== 200).length;
  console.log(
    `storm: 3 exports of a ${(JSON.stringify(cv).length / 1024).toFixed(0)} KB CV, ` +
      `3 of a CV within the page limit, ` +
      `3 uploads of a ${(bigPdf.length / 1048576).toFixed(1)} MB PDF, ` +
      `5 PDFs of ${(bomb.length / 1048576).toFixed(1)} MB inflating to ${BOMB_MB} MB`,
  );
  for (const result of results) {
    console.log(
      `  ${result.name.padEnd(24)} ${String(result.status).padStart(3)} ` +
        `${(result.ms / 1000).toFixed(1).padStart(6)} s  ${result.detail ?? ''}`,
    );
  }
  console.log(
    `health probes: ${probes.length} over ${(stormMs / 1000).toFixed(1)} s of storm; ` +
      `worst ${Math.max(...latencies).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ` +
      `p50 ${percentile(latencies, 50).toFixed(0)} ms, failed ${failedProbes}`,
  );
  console.log(
    `memory (server and its child processes): idle ${idleMb.toFixed(0)} MB, ` +
      `peak ${peakMb.toFixed(0)} MB (growth ${(peakMb - idleMb).toFixed(0)} MB), ` +
      `after ${afterMb.toFixed(0)} MB; the server process alone peaked at ${serverPeakMb.toFixed(0)} MB`,
  );
  const serverErrors = results.filter((result) => result.status >= 500 || result.status === 0);
  console.log(`5xx or no answer: ${serverErrors.length}`);
} finally {
  await server.stop();
}
