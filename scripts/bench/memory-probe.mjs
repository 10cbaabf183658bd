// Loaded into the server by the memory benchmark (`node --import`), never by the server itself.
// On SIGUSR2 it reads the label that the benchmark wrote to MEMORY_PROBE_DIR/request, writes the
// process's own view of its memory to <label>.json and, with MEMORY_PROBE_SNAPSHOTS=1, a heap
// snapshot to <label>.heapsnapshot first. The .json appears last, so its presence means done.
// With MEMORY_PROBE_GC=1 it also reports the same figures after a full garbage collection (what is
// alive rather than what the heap holds), which changes every later figure of that process.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const dir = process.env.MEMORY_PROBE_DIR;
const snapshots = process.env.MEMORY_PROBE_SNAPSHOTS === '1';
const collect = process.env.MEMORY_PROBE_GC === '1';
const MB = 1024 * 1024;
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10;

function figures() {
  const usage = process.memoryUsage();
  // Per heap space: used and resident (physical) MB; their gap is room the heap holds unused.
  const spaces = Object.fromEntries(
    v8
      .getHeapSpaceStatistics()
      .map((space) => [
        space.space_name,
        { used: mb(space.space_used_size), resident: mb(space.physical_space_size) },
      ]),
  );
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
  };
}

/** A full collection; the flag makes `gc` reachable from a fresh context once set. */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  vm.runInNewContext('gc')();
}

if (dir) {
  process.on('SIGUSR2', () => {
    const label = fs.readFileSync(path.join(dir, 'request'), 'utf8').trim();
    if (snapshots) v8.writeHeapSnapshot(path.join(dir, `${label}.heapsnapshot`));
    const report = figures();
    if (collect) {
      collectGarbage();
      report.afterGc = figures();
    }
    const file = path.join(dir, `${label}.json`);
    fs.writeFileSync(`${file}.part`, JSON.stringify(report));
    fs.renameSync(`${file}.part`, file);
  });
}
