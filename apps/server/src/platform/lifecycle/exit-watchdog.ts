import { Worker } from 'node:worker_threads';

/**
 * Kills this process `ms` from now unless it has exited by then. It runs in a thread of its own,
 * so it fires even when the main thread is stuck: in a synchronous wait (a log transport flushing
 * into a pipe nobody reads), in a loop, or in a library that ignores signals.
 */
export function armExitWatchdog(ms: number): void {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     setTimeout(() => {
       fs.writeSync(2, 'Not stopped after ' + workerData.ms + ' ms: ending the process.\\n');
       process.kill(workerData.pid, 'SIGKILL');
     }, workerData.ms);`,
    { eval: true, workerData: { ms, pid: process.pid } },
  );
  worker.unref();
}
