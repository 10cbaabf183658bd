import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/test-app';

type Outcome = { socket: WebSocket; closedWith: Promise<number> };

/** Opens a socket as `address` (through X-Forwarded-For) and waits until it is open. */
async function openFrom(url: string, address?: string): Promise<Outcome> {
  const socket = new WebSocket(url, {
    headers: address ? { 'x-forwarded-for': address } : {},
  });
  const closedWith = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closedWith };
}

/** Whether the server still answers this socket: a ping gets its pong. */
function answers(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onMessage = (raw: WebSocket.RawData) => {
      if ((JSON.parse(String(raw)) as { type: string }).type !== 'pong') return;
      socket.off('message', onMessage);
      resolve(true);
    };
    socket.on('message', onMessage);
    socket.once('close', () => resolve(false));
    socket.send(JSON.stringify({ type: 'ping' }));
  });
}

async function closeAll(outcomes: Outcome[]) {
  for (const { socket } of outcomes) socket.close();
  await Promise.all(outcomes.map(({ closedWith }) => closedWith));
}

describe('sockets per client address', () => {
  const CAP = 50;
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRUST_PROXY: 'true' } });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  it('closes the socket past the cap with 1008, keeps the others, and frees a place on close', async () => {
    expect(t.config.socketsPerAddress).toBe(CAP);
    const crowd: Outcome[] = [];
    for (let i = 0; i < CAP; i += 1) crowd.push(await openFrom(url, '203.0.113.50'));

    const extra = await openFrom(url, '203.0.113.50');
    expect(await extra.closedWith).toBe(1008);
    expect((await Promise.all(crowd.map(({ socket }) => answers(socket)))).every(Boolean)).toBe(
      true,
    );
    expect(t.app.hub.socketsFrom('203.0.113.50')).toBe(CAP);

    // Another address behind the same proxy is counted on its own.
    const neighbour = await openFrom(url, '198.51.100.7');
    expect(await answers(neighbour.socket)).toBe(true);

    const leaving = crowd.shift()!;
    leaving.socket.close();
    expect(await leaving.closedWith).toBe(1005);
    await vi.waitFor(() => expect(t.app.hub.socketsFrom('203.0.113.50')).toBe(CAP - 1));
    const replacement = await openFrom(url, '203.0.113.50');
    expect(await answers(replacement.socket)).toBe(true);
    crowd.push(replacement);

    await closeAll([...crowd, neighbour]);
    await vi.waitFor(() => expect(t.app.hub.socketsFrom('203.0.113.50')).toBe(0));
  }, 60_000);
});

describe('sockets per client address, without a trusted proxy', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { WS_MAX_PER_ADDRESS: '2' } });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  it('counts the connecting address, whatever X-Forwarded-For claims', async () => {
    const first = await openFrom(url, '203.0.113.1');
    const second = await openFrom(url, '203.0.113.2');
    const third = await openFrom(url, '203.0.113.3');
    expect(await third.closedWith).toBe(1008);
    expect(await answers(first.socket)).toBe(true);
    expect(await answers(second.socket)).toBe(true);
    await closeAll([first, second]);
  });
});
