// Measures seconds from starting the built server to the first 200 from /api/health, on a fresh
// data directory (first start: database created and migrated) and again on the same directory
// (later start), and the server's resident memory once idle. Run `npm run build` first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3190);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-bench-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce() {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - startedAt > 60_000) throw new Error('server did not start in 60 s');
    await sleep(25);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  await sleep(5_000);
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { seconds, rssMb: rssKb / 1024 };
}

const first = await startOnce();
const later = [];
for (let i = 0; i < 3; i += 1) later.push(await startOnce());
fs.rmSync(dataDir, { recursive: true, force: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`first start to healthy: ${first.seconds.toFixed(2)} s`);
console.log(
  `later start to healthy (median of 3): ${median(later.map((r) => r.seconds)).toFixed(2)} s`,
);
console.log(`idle resident memory: ${median(later.map((r) => r.rssMb)).toFixed(0)} MB`);
