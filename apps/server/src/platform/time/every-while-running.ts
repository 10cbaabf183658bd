import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready and then every `intervalMs` until it closes; a failure is
 * logged and the next round runs anyway. The timer never keeps the process alive. Used by the
 * sweeps that erase expired free results.
 */
export function everyWhileRunning(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<void>,
  failure: string,
): void {
  if (intervalMs <= 0) return;
  const run = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, failure);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
