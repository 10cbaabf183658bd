// Resident memory of a process and every process below it, read from /proc (Linux), and a sampler
// that keeps its peak. The server's own threads (the document reader, the log printer) share its
// address space and are counted in its figure; child processes are added to it.
import fs from 'node:fs';

const KB_PER_MB = 1024;

function readOr(file, fallback) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** `pid` and its descendants, found through each thread's `children` list. */
export function processTree(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    let threads = [];
    try {
      threads = fs.readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue; // ended between two reads
    }
    for (const thread of threads) {
      const children = readOr(`/proc/${tree[i]}/task/${thread}/children`, '');
      for (const child of children.split(' ').filter(Boolean)) tree.push(Number(child));
    }
  }
  return tree;
}

function statusField(status, field) {
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
}

/**
 * The tree's resident memory now (VmRSS summed) and the sum of each process's own high-water mark
 * (VmHWM), both in MB. The second bounds the tree's true peak from above: its processes need not
 * have peaked at the same moment, and a child that has ended no longer counts.
 */
export function treeMemory(pid) {
  let rssKb = 0;
  let hwmKb = 0;
  let processes = 0;
  for (const member of processTree(pid)) {
    const status = readOr(`/proc/${member}/status`, '');
    if (!status) continue;
    processes += 1;
    rssKb += statusField(status, 'VmRSS');
    hwmKb += statusField(status, 'VmHWM');
  }
  return { rssMb: rssKb / KB_PER_MB, hwmMb: hwmKb / KB_PER_MB, processes };
}

/** Starts each process's high-water mark again from its current resident memory, where allowed. */
export function resetHighWaterMarks(pid) {
  for (const member of processTree(pid)) {
    try {
      fs.writeFileSync(`/proc/${member}/clear_refs`, '5');
    } catch {
      // another user's process, or a kernel without it: the mark keeps counting from the start
    }
  }
}

/**
 * Reads the tree's memory every `everyMs` until stopped. `peak()` is the highest sampled sum since
 * the last `mark()`, `hwm()` the highest sum of high-water marks (kept by the kernel, so it also
 * sees a peak between two samples), and `settled(ms)` the median of
 * the samples of the last `ms` milliseconds.
 */
export function sampleMemory(pid, everyMs = 20) {
  let samples = [];
  let peak = 0;
  let hwm = 0;
  let processes = 1;
  const read = () => {
    const now = treeMemory(pid);
    if (now.processes === 0) return;
    samples.push({ at: performance.now(), rssMb: now.rssMb });
    peak = Math.max(peak, now.rssMb);
    hwm = Math.max(hwm, now.hwmMb);
    processes = Math.max(processes, now.processes);
    // An idle figure needs a few seconds of samples at most; older ones are let go.
    if (samples.length > 4096) samples = samples.slice(-2048);
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    peak: () => peak,
    hwm: () => hwm,
    processes: () => processes,
    mark() {
      resetHighWaterMarks(pid);
      read();
      peak = samples.at(-1)?.rssMb ?? 0;
      hwm = peak;
      processes = 1;
    },
    settled(ms) {
      read();
      const since = performance.now() - ms;
      const recent = samples.filter((sample) => sample.at >= since).map((s) => s.rssMb);
      const sorted = recent.sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)] ?? 0;
    },
    stop: () => clearInterval(timer),
  };
}
