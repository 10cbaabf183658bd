import { fork, type ChildProcess } from 'node:child_process';
import { AppError } from '../errors/app-error';
import { residentMegabytes } from './resident-memory';
import type { ChildEntry } from './child-entry';
import type { WorkAnswer, WorkRequest } from './work-messages';

/**
 * Heavy work (drawing PDFs, reading uploaded files) runs in child processes, never on the thread
 * that answers requests. A child is a process of its own so that its memory can be measured and
 * capped as a whole: a worker thread's heap limit leaves out the buffers a decompressor fills,
 * which is where a hostile file spends its memory.
 *
 * The pool is bounded every way a request could push it: at most `size` children, each doing one
 * job at a time and ended when its resident memory passes its job's limit (`memoryMb`, or less
 * for a job that needs less: reading a file needs less than drawing one) or its job passes its time
 * limit; at most `queueMax` jobs waiting, each for at most `queueWaitMs`; at most `perOwnerMax`
 * jobs waiting or running for one person. Children start on demand and stop after `idleMs` with
 * nothing to do, so a server at rest holds none.
 */

/** A kind of job: what it is given and what it answers. */
export type TaskMap = Record<string, { input: unknown; output: unknown }>;

export interface WorkPoolOptions {
  size: number;
  queueMax: number;
  perOwnerMax: number;
  memoryMb: number;
  idleMs: number;
  queueWaitMs: number;
  entry: ChildEntry;
  /** How often a running child's memory is read. */
  watchMs?: number;
  /** Told when a child ends a job abnormally, for the log (never the job's input). */
  onFailure?: (failure: { kind: string; failure: WorkFailure; detail?: string }) => void;
}

/** Why a job gave no answer: too slow, too big, its process died, or the server is stopping. */
export type WorkFailure = 'timeout' | 'memory' | 'crashed' | 'stopped';

export type WorkOutcome<T> = { ok: true; value: T } | { ok: false; failure: WorkFailure };

export interface WorkPool<Tasks extends TaskMap> {
  /**
   * Runs one job in a child and answers its outcome. Refuses at once, with an AppError, when the
   * person already has their share of jobs (429) or the queue is full or the server is stopping
   * (503), each with a time to retry after.
   */
  run<K extends keyof Tasks & string>(
    kind: K,
    input: Tasks[K]['input'],
    options: { owner: string; timeoutMs: number; memoryMb?: number },
  ): Promise<WorkOutcome<Tasks[K]['output']>>;
  /**
   * Throws the refusal `run` would give a job of `owner`'s now, and does nothing else: for work
   * accepted now and run later (an analysis waits on its own queue), so that a busy pool is the
   * request's answer rather than a failure after it was accepted.
   */
  admit(owner: string): void;
  stats(): { children: number; running: number; queued: number };
  /**
   * Stops taking work: jobs still waiting are refused (503, to be retried), running ones get until
   * `graceMs` to finish and are then ended, and every child is stopped.
   */
  close(graceMs?: number): Promise<void>;
}

interface Job {
  id: number;
  kind: string;
  input: unknown;
  owner: string;
  timeoutMs: number;
  memoryMb: number;
  queuedAt: number;
  settle: (outcome: WorkOutcome<unknown>) => void;
  fail: (error: AppError) => void;
  queueTimer?: NodeJS.Timeout;
}

interface Child {
  process: ChildProcess;
  job: Job | null;
  jobTimer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** Why this child was ended by the pool, if it was. */
  endedFor?: WorkFailure;
  /** Being stopped: it takes no more jobs. */
  retiring?: boolean;
  exited: Promise<void>;
}

/** A child above this share of its limit after a job is replaced rather than kept. */
const RECYCLE_SHARE = 0.75;

export function createWorkPool<Tasks extends TaskMap>(options: WorkPoolOptions): WorkPool<Tasks> {
  const watchMs = options.watchMs ?? 20;
  const children = new Set<Child>();
  const queue: Job[] = [];
  const perOwner = new Map<string, number>();
  let nextId = 1;
  let closing = false;
  let watcher: NodeJS.Timeout | undefined;
  /** Recent job time, for the Retry-After a refusal carries. */
  let meanJobMs = 2_000;

  const retryAfterSeconds = () =>
    Math.min(120, Math.max(1, Math.ceil(((queue.length + 1) * meanJobMs) / options.size / 1000)));

  const release = (job: Job) => {
    const count = (perOwner.get(job.owner) ?? 1) - 1;
    if (count <= 0) perOwner.delete(job.owner);
    else perOwner.set(job.owner, count);
  };

  function spawnChild(): Child {
    const { path, execArgv, env } = options.entry;
    const process = fork(path, [], {
      execArgv: [...execArgv, `--max-old-space-size=${options.memoryMb}`],
      ...(env && { env: { ...globalThis.process.env, ...env } }),
      serialization: 'advanced',
      // What a library prints while working (a warning can quote a document) is not kept.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let markExited: () => void = () => {};
    const child: Child = {
      process,
      job: null,
      exited: new Promise<void>((resolve) => (markExited = resolve)),
    };
    process.on('message', (answer: WorkAnswer) => {
      const job = child.job;
      if (!job || answer.id !== job.id) return;
      finishJob(child, answer.ok ? { ok: true, value: answer.output } : crashed(job, answer));
    });
    process.on('error', () => {
      // A failed fork or a closed channel; `exit` follows and settles the job.
    });
    process.once('exit', () => {
      children.delete(child);
      clearTimeout(child.idleTimer);
      const job = child.job;
      if (job) {
        const failure = child.endedFor ?? 'crashed';
        options.onFailure?.({ kind: job.kind, failure });
        finishJob(child, { ok: false, failure });
      }
      markExited();
      dispatch();
    });
    children.add(child);
    return child;
  }

  function crashed(job: Job, answer: Extract<WorkAnswer, { ok: false }>): WorkOutcome<unknown> {
    options.onFailure?.({ kind: job.kind, failure: 'crashed', detail: answer.message });
    return { ok: false, failure: 'crashed' };
  }

  function endChild(child: Child, reason?: WorkFailure) {
    child.retiring = true;
    if (reason) child.endedFor = reason;
    child.process.kill(reason ? 'SIGKILL' : 'SIGTERM');
  }

  function finishJob(child: Child, outcome: WorkOutcome<unknown>) {
    const job = child.job;
    if (!job) return;
    child.job = null;
    clearTimeout(child.jobTimer);
    meanJobMs = meanJobMs * 0.7 + (Date.now() - job.queuedAt) * 0.3;
    release(job);
    job.settle(outcome);
    if (child.process.exitCode === null && child.process.signalCode === null) {
      const rss = residentMegabytes(child.process.pid);
      if (closing || (rss !== undefined && rss > options.memoryMb * RECYCLE_SHARE)) endChild(child);
      else idle(child);
    }
    dispatch();
  }

  function idle(child: Child) {
    child.process.unref();
    child.process.channel?.unref();
    clearTimeout(child.idleTimer);
    child.idleTimer = setTimeout(() => endChild(child), options.idleMs);
    child.idleTimer.unref();
  }

  function start(child: Child, job: Job) {
    clearTimeout(child.idleTimer);
    clearTimeout(job.queueTimer);
    child.process.ref();
    child.process.channel?.ref();
    child.job = job;
    child.jobTimer = setTimeout(() => endChild(child, 'timeout'), job.timeoutMs);
    const request: WorkRequest = { id: job.id, kind: job.kind, input: job.input };
    child.process.send(request);
    watch();
  }

  function dispatch() {
    while (queue.length > 0) {
      const next = queue[0]!;
      // A child grown past what the next job may use (it drew a CV, the next job reads a file)
      // is replaced rather than handed a job it would be ended for at once.
      for (const child of children) {
        if (child.job || child.retiring) continue;
        const rss = residentMegabytes(child.process.pid);
        if (rss !== undefined && rss > next.memoryMb * RECYCLE_SHARE) endChild(child);
      }
      const free = [...children].find(
        (child) => !child.job && !child.retiring && child.process.connected,
      );
      const child = free ?? (children.size < options.size ? spawnChild() : undefined);
      if (!child) return;
      start(child, queue.shift()!);
    }
  }

  /** Reads the resident memory of every child at work, and ends one that passes the limit. */
  function watch() {
    if (watcher) return;
    watcher = setInterval(() => {
      let working = 0;
      for (const child of children) {
        if (!child.job || child.retiring) continue;
        working += 1;
        const rss = residentMegabytes(child.process.pid);
        if (rss !== undefined && rss > child.job.memoryMb) endChild(child, 'memory');
      }
      if (working === 0) {
        clearInterval(watcher);
        watcher = undefined;
      }
    }, watchMs);
    watcher.unref();
  }

  /** Why a job of `owner`'s would be refused now, if it would be. */
  function refusal(owner: string): AppError | undefined {
    if (closing) return new AppError('server_busy', {}, { retryAfterSeconds: 10, status: 503 });
    if ((perOwner.get(owner) ?? 0) >= options.perOwnerMax) {
      return new AppError(
        'work_busy_user',
        { count: options.perOwnerMax },
        { retryAfterSeconds: retryAfterSeconds() },
      );
    }
    // A child being stopped with no job only delays the next one until it has exited.
    const busy = [...children].filter((child) => child.job).length >= options.size;
    if (busy && queue.length >= options.queueMax) {
      return new AppError('server_busy', {}, { retryAfterSeconds: retryAfterSeconds() });
    }
    return undefined;
  }

  return {
    admit(owner) {
      const refused = refusal(owner);
      if (refused) throw refused;
    },

    run(kind, input, { owner, timeoutMs, memoryMb = options.memoryMb }) {
      const refused = refusal(owner);
      if (refused) return Promise.reject(refused);
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      return new Promise((resolve, reject) => {
        const job: Job = {
          id: nextId++,
          kind,
          input,
          owner,
          timeoutMs,
          memoryMb: Math.min(memoryMb, options.memoryMb),
          queuedAt: Date.now(),
          settle: resolve as (outcome: WorkOutcome<unknown>) => void,
          fail: reject,
        };
        job.queueTimer = setTimeout(() => {
          const index = queue.indexOf(job);
          if (index < 0) return;
          queue.splice(index, 1);
          release(job);
          job.fail(new AppError('server_busy', {}, { retryAfterSeconds: retryAfterSeconds() }));
        }, options.queueWaitMs);
        job.queueTimer.unref();
        queue.push(job);
        dispatch();
      });
    },

    stats: () => ({
      children: children.size,
      running: [...children].filter((child) => child.job).length,
      queued: queue.length,
    }),

    async close(graceMs = 5_000) {
      closing = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.queueTimer);
        release(job);
        job.fail(new AppError('server_busy', {}, { retryAfterSeconds: 10, status: 503 }));
      }
      const deadline = setTimeout(() => {
        for (const child of children) endChild(child, 'stopped');
      }, graceMs);
      for (const child of children) if (!child.job) endChild(child);
      await Promise.all([...children].map((child) => child.exited));
      clearTimeout(deadline);
      clearInterval(watcher);
    },
  };
}
