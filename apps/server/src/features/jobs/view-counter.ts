/** How often counted views are written; the board's popularity lags a page view by at most this. */
export const VIEW_FLUSH_MS = 1_000;

/**
 * Job page views, counted in memory and written together. A view used to be one UPDATE per
 * request, the one write on a read path that is otherwise served from memory, and the embedded
 * database answers only about 1,400 such statements a second. A page shows its stored popularity
 * plus the views this instance has counted and not yet seen stored, so each reader still sees
 * their own view; `flush` writes them and then lets the pages and board read the stored figure.
 * Views counted since the last flush are lost if the process is killed, at most a second's worth.
 */
export function createViewCounter(options: {
  write: (views: ReadonlyMap<number, number>) => Promise<void>;
  /** Called once the views are stored, with the pages they changed. */
  stored: (ids: number[]) => Promise<void>;
}) {
  let queued = new Map<number, number>();
  // Written but not yet seen by a page read: still added, so the figure never dips.
  const writing = new Map<number, number>();
  let running: Promise<void> | undefined;

  async function writeQueued() {
    const batch = queued;
    queued = new Map();
    for (const [id, count] of batch) writing.set(id, (writing.get(id) ?? 0) + count);
    try {
      await options.write(batch);
      await options.stored([...batch.keys()]);
    } catch (error) {
      for (const [id, count] of batch) queued.set(id, (queued.get(id) ?? 0) + count);
      throw error;
    } finally {
      for (const [id, count] of batch) {
        const left = (writing.get(id) ?? 0) - count;
        if (left > 0) writing.set(id, left);
        else writing.delete(id);
      }
    }
  }

  return {
    count(id: number) {
      queued.set(id, (queued.get(id) ?? 0) + 1);
    },
    /** Views of `id` counted here and not yet part of a page read from the database. */
    unstored(id: number): number {
      return (queued.get(id) ?? 0) + (writing.get(id) ?? 0);
    },
    /** Writes the counted views; a flush already under way is waited for first. */
    async flush(): Promise<void> {
      while (running) await running.catch(() => undefined);
      if (queued.size === 0) return;
      running = writeQueued().finally(() => (running = undefined));
      await running;
    },
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
