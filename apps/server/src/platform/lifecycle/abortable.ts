/** Thrown when the server is asked to stop before it has finished starting. */
export class StartAborted extends Error {
  constructor() {
    super('the server was asked to stop while starting');
    this.name = 'StartAborted';
  }
}

/** Throws StartAborted if the server has been asked to stop. */
export function checkNotStopped(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new StartAborted();
}

/**
 * `work`, unless the server is asked to stop first: then StartAborted at once. What `work` was
 * doing (a model call, say) is left behind and nothing of it is written.
 */
export function unlessStopped<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  checkNotStopped(signal);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new StartAborted());
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** `work`'s end, or `ms` later, whichever comes first; never throws. */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<'done' | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  const done = work.then(
    () => 'done' as const,
    () => 'done' as const,
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}
