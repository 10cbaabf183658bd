import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/test-app';

/** Sends one frame over the 64 KB limit from `address` and answers the close code it gets. */
async function sendOversized(url: string, address: string): Promise<number> {
  const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  socket.send('x'.repeat(65 * 1024));
  return closed;
}

describe('frames over the size limit', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp('pglite', {
      env: { TRUST_PROXY: 'true' },
      deps: { logger: { level: 'info', stream } },
    });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  const frameLines = () => lines.filter((line) => line.msg === 'websocket frame refused');

  it('close the socket and are logged as one warning a minute per address, without a stack', async () => {
    for (let i = 0; i < 3; i += 1) expect(await sendOversized(url, '203.0.113.7')).toBe(1009);
    expect(await sendOversized(url, '198.51.100.20')).toBe(1009);

    expect(frameLines()).toEqual([
      expect.objectContaining({ level: 40, address: '203.0.113.7', code: expect.any(String) }),
      expect.objectContaining({ level: 40, address: '198.51.100.20' }),
    ]);
    for (const line of frameLines()) {
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line)).not.toMatch(/\n\s+at /);
    }
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
