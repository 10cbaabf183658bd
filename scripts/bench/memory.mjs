// Resident memory of the built server and its child processes (VmRSS summed over the process
// tree, read every 20 ms; the kernel's high-water marks beside it), in the embedded mode and, when
// BENCH_DATABASE_URL and BENCH_REDIS_URL are set, on PostgreSQL and Redis:
//   - the first start on a new database (created, migrated and seeded): peak and idle;
//   - three later starts on the same database: peak during start and idle (median of 3);
//   - after each later start, a round of requests of each kind (memory-requests.mjs), the idle
//     figure after each kind and the peak while it ran (median of 3).
// "Idle" is the median of the last second of samples after BENCH_IDLE_MS (10000) of quiet.
// Beside each idle figure: the server's own process.memoryUsage() (heap used, external).
//   BENCH_PORT (3460), BENCH_IDLE_MS, BENCH_STARTS (3), BENCH_DATABASE_URL (an admin URL: a
//   scratch database is made and dropped), BENCH_REDIS_URL (its database index 14 unless it names
//   one; the server's keys there are deleted before and after), BENCH_EMBEDDED (true),
//   MEMORY_PROBE_GC=1: the server also reports its heap after a full collection at each reading
//   (what is alive rather than what the heap holds; each collection lowers the figures after it),
//   BENCH_HEAP_SNAPSHOTS=<dir>: also write a heap snapshot at each reading of the first later
//   start into <dir> (slow, and each one raises the figures after it: read the snapshots, not the
//   figures, of such a run); summarise one with `node scripts/bench/heap-summary.mjs <file>`.
// Run `npm run build` first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sampleMemory } from './process-memory.mjs';
import { REQUEST_KINDS, signInFor } from './memory-requests.mjs';
import {
  deleteServerKeys,
  root,
  scratchDatabase,
  startServer,
  withDatabaseIndex,
} from './server-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const SNAPSHOT_DIR = process.env.BENCH_HEAP_SNAPSHOTS;
const SETTLE_MS = 1_000;
const PROBE = path.join(root, 'scripts/bench/memory-probe.mjs');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (value) => `${value.toFixed(0)} MB`.padStart(7);

/** Asks the probe inside the server for its own figures (and a heap snapshot if asked). */
async function probe(server, probeDir, label, snapshot) {
  const file = path.join(probeDir, `${label}.json`);
  fs.writeFileSync(path.join(probeDir, 'request'), label);
  process.kill(server.pid, 'SIGUSR2');
  const deadline = performance.now() + (snapshot ? 300_000 : 10_000);
  while (!fs.existsSync(file)) {
    if (performance.now() > deadline) throw new Error(`no memory report for ${label}`);
    await sleep(50);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (snapshot) {
    fs.renameSync(
      path.join(probeDir, `${label}.heapsnapshot`),
      path.join(SNAPSHOT_DIR, `${label}.heapsnapshot`),
    );
  }
  return report;
}

/** Starts the server, samples it until idle, and leaves it running with its sampler. */
async function startMeasured(options, probeDir, label, snapshot) {
  let sampler;
  const server = await startServer({
    ...options,
    port: PORT,
    nodeFlags: [`--import=${PROBE}`],
    env: {
      ...options.env,
      MEMORY_PROBE_DIR: probeDir,
      MEMORY_PROBE_SNAPSHOTS: snapshot ? '1' : '0',
    },
    onSpawn: (pid) => (sampler = sampleMemory(pid)),
  });
  await sleep(IDLE_MS);
  const reading = {
    peak: sampler.peak(),
    hwm: sampler.hwm(),
    idle: sampler.settled(SETTLE_MS),
    processes: sampler.processes(),
    usage: await probe(server, probeDir, label, snapshot),
  };
  return { server, sampler, reading };
}

async function afterRequests(server, sampler, probeDir, round, snapshot) {
  const token = await signInFor(server.base, round);
  const readings = [];
  for (const [index, kind] of REQUEST_KINDS.entries()) {
    sampler.mark();
    await kind.run(server.base, round, token);
    await sleep(IDLE_MS);
    readings.push({
      label: kind.label,
      peak: sampler.peak(),
      hwm: sampler.hwm(),
      idle: sampler.settled(SETTLE_MS),
      processes: sampler.processes(),
      usage: await probe(
        server,
        probeDir,
        `${round}-${index + 1}-after-${slug(kind.label)}`,
        snapshot,
      ),
    });
  }
  return readings;
}

const slug = (label) => label.replace(/[^a-z]+/gi, '-').toLowerCase();

function usageLine(usage) {
  const live = usage.afterGc ? ` (after a full collection ${mb(usage.afterGc.heapUsed)})` : '';
  return `heap used ${mb(usage.heapUsed)}${live}, external ${mb(usage.external)}, array buffers ${mb(usage.arrayBuffers)}`;
}

function printReading(label, readings) {
  const pick = (key) => median(readings.map((reading) => reading[key]));
  const usage = readings[Math.floor(readings.length / 2)].usage;
  const processes = Math.max(...readings.map((reading) => reading.processes));
  console.log(
    `  ${label.padEnd(40)} idle ${mb(pick('idle'))}   peak ${mb(pick('peak'))} (high-water ${mb(pick('hwm'))})` +
      `   ${processes} process${processes > 1 ? 'es' : ''}; ${usageLine(usage)}`,
  );
}

async function measureMode(title, env, dataDir) {
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-memory-probe-'));
  const options = { env, dataDir };
  console.log(`${title}: resident memory of the server and its child processes`);
  try {
    const first = await startMeasured(options, probeDir, 'first-start', false);
    first.sampler.stop();
    await first.server.stop({ keepData: true });
    printReading('first start (creates the database)', [first.reading]);

    const starts = [];
    const rounds = [];
    for (let round = 0; round < STARTS; round += 1) {
      const snapshot = Boolean(SNAPSHOT_DIR) && round === 0;
      const later = await startMeasured(options, probeDir, `${round}-0-started`, snapshot);
      starts.push(later.reading);
      rounds.push(await afterRequests(later.server, later.sampler, probeDir, round, snapshot));
      later.sampler.stop();
      await later.server.stop({ keepData: true });
    }
    printReading(`later start (median of ${STARTS})`, starts);
    for (const [index, kind] of REQUEST_KINDS.entries()) {
      printReading(
        `after ${kind.label}`,
        rounds.map((round) => round[index]),
      );
    }
  } finally {
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

console.log(`Idle: median of the last ${SETTLE_MS / 1000} s after ${IDLE_MS / 1000} s of quiet.`);
if (SNAPSHOT_DIR) {
  fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
  console.log(
    `Heap snapshots in ${SNAPSHOT_DIR}; they raise the figures of the first later start.`,
  );
}
if (process.env.BENCH_EMBEDDED !== 'false') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-memory-'));
  try {
    await measureMode('embedded (PGlite in DATA_DIR)', {}, dataDir);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (process.env.BENCH_DATABASE_URL && process.env.BENCH_REDIS_URL) {
  const redisUrl = withDatabaseIndex(process.env.BENCH_REDIS_URL, 14);
  const database = await scratchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-memory-'));
  await deleteServerKeys(redisUrl);
  try {
    await measureMode('PostgreSQL and Redis', { ...database.env, REDIS_URL: redisUrl }, dataDir);
  } finally {
    await database.drop();
    await deleteServerKeys(redisUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
