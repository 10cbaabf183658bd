import type { FastifyBaseLogger } from 'fastify';

/** One line per address at most this often; the frames refused in between are counted. */
export const FRAME_ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * The errors `ws` raises for what a client sent (a frame over the size limit, a bad opcode,
 * invalid UTF-8): each carries a `WS_ERR_` code, and `ws` has already closed the socket with the
 * matching status (1009 for a frame too big).
 */
export function isClientFrameError(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return typeof error.code === 'string' && error.code.startsWith('WS_ERR_');
}

export interface FrameErrorLog {
  report(error: Error & { code: string }, address: string): void;
  /** Stops the minute's sweep (the app is closing). */
  close(): void;
}

/**
 * Frames refused for what a client sent, logged as a warning without a stack (the stack is ws's
 * own parser, the same every time) and at most once a minute per address, so one client cannot
 * fill the log. Each line says how many more that address had refused since its last line; a
 * count left waiting when its address goes quiet is written by the sweep that runs every minute,
 * which also forgets quiet addresses.
 */
export function createFrameErrorLog(
  log: FastifyBaseLogger,
  options: { intervalMs?: number } = {},
): FrameErrorLog {
  const intervalMs = options.intervalMs ?? FRAME_ERROR_LOG_INTERVAL_MS;
  const byAddress = new Map<string, { loggedAt: number; unlogged: number; code: string }>();

  function write(at: number, address: string, code: string, reason: string | null) {
    const unlogged = byAddress.get(address)?.unlogged ?? 0;
    log.warn({ address, code, reason, refusedSinceLastLine: unlogged }, 'websocket frame refused');
    byAddress.set(address, { loggedAt: at, unlogged: 0, code });
  }

  const sweep = setInterval(() => {
    const at = Date.now();
    for (const [address, entry] of byAddress) {
      if (at - entry.loggedAt < intervalMs) continue;
      if (entry.unlogged > 0) write(at, address, entry.code, null);
      else byAddress.delete(address);
    }
  }, intervalMs);
  sweep.unref();

  return {
    report(error, address) {
      const at = Date.now();
      const entry = byAddress.get(address);
      if (entry && at - entry.loggedAt < intervalMs) {
        entry.unlogged += 1;
        entry.code = error.code;
        return;
      }
      write(at, address, error.code, error.message);
    },
    close() {
      clearInterval(sweep);
    },
  };
}
