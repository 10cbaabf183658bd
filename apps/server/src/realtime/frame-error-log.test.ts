import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameErrorLog, isClientFrameError, type FrameErrorLog } from './frame-error-log';

/** A RangeError as ws raises it for a frame over maxPayload. */
function tooBig(): Error & { code: string } {
  return Object.assign(new RangeError('Max payload size exceeded'), {
    code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
  });
}

describe('the log of refused frames', () => {
  let lines: Record<string, unknown>[];
  let frames: FrameErrorLog;

  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    frames = createFrameErrorLog(pino({ level: 'info' }, stream));
  });
  afterEach(() => {
    frames.close();
    vi.useRealTimers();
  });

  const summary = () =>
    lines.map(({ level, address, reason, refusedSinceLastLine }) => ({
      level,
      address,
      reason,
      refusedSinceLastLine,
    }));

  it('writes one warning a minute per address, counting the rest into the next line', () => {
    // Half-way between two sweeps, so the next line is the address's own.
    vi.advanceTimersByTime(30_000);
    for (let i = 0; i < 500; i += 1) frames.report(tooBig(), '203.0.113.7');
    frames.report(tooBig(), '198.51.100.20');
    vi.advanceTimersByTime(59_999);
    frames.report(tooBig(), '203.0.113.7');
    expect(summary()).toEqual([
      {
        level: 40,
        address: '203.0.113.7',
        reason: 'Max payload size exceeded',
        refusedSinceLastLine: 0,
      },
      {
        level: 40,
        address: '198.51.100.20',
        reason: 'Max payload size exceeded',
        refusedSinceLastLine: 0,
      },
    ]);

    vi.advanceTimersByTime(1);
    frames.report(tooBig(), '203.0.113.7');
    expect(summary()[2]).toEqual({
      level: 40,
      address: '203.0.113.7',
      reason: 'Max payload size exceeded',
      refusedSinceLastLine: 500,
    });
    for (const line of lines) {
      expect(line).not.toHaveProperty('err');
      expect(line).not.toHaveProperty('stack');
    }
  });

  it('writes the count of an address that went quiet within two minutes, then forgets it', () => {
    frames.report(tooBig(), '203.0.113.7');
    frames.report(tooBig(), '203.0.113.7');
    frames.report(tooBig(), '203.0.113.7');
    vi.advanceTimersByTime(120_000);
    expect(summary()).toEqual([
      expect.objectContaining({ refusedSinceLastLine: 0 }),
      { level: 40, address: '203.0.113.7', reason: null, refusedSinceLastLine: 2 },
    ]);
    vi.advanceTimersByTime(10 * 60_000);
    expect(lines).toHaveLength(2);
    // Forgotten: the next refusal is written at once.
    frames.report(tooBig(), '203.0.113.7');
    expect(lines).toHaveLength(3);
  });

  it('tells what a client sent wrong from other failures', () => {
    expect(isClientFrameError(tooBig())).toBe(true);
    expect(isClientFrameError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(
      false,
    );
    expect(isClientFrameError(new Error('plain'))).toBe(false);
    expect(isClientFrameError('WS_ERR_INVALID_OPCODE')).toBe(false);
  });
});
