import fs from 'node:fs';

/**
 * A process's resident memory in megabytes, read from /proc (Linux); undefined where there is no
 * /proc or the process is gone. Everything a process holds counts: its heap, the buffers a
 * decompressor fills outside the heap, and the code it loaded.
 */
export function residentMegabytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    const kilobytes = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) / 1024;
  } catch {
    return undefined;
  }
}
