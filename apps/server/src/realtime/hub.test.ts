import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/test-app';

function nextMessage(socket: WebSocket): Promise<{ type: string; data: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    socket.once('message', (raw) => resolve(JSON.parse(String(raw))));
    socket.once('error', reject);
  });
}

describe('the live channel', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${address.replace('http', 'ws')}/ws`;
  });
  afterAll(() => t.close());

  it('answers the connection handshake and pings, and reports bad messages', async () => {
    const socket = new WebSocket(url);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify({
        type: 'connection',
        data: { connection_id: 'abc_123-x_connection_000001', client_task_id: null },
      }),
    );
    expect(await nextMessage(socket)).toEqual({
      type: 'connection_established',
      data: { connection_id: 'abc_123-x_connection_000001', current_task: null },
    });
    socket.send(JSON.stringify({ type: 'ping' }));
    expect((await nextMessage(socket)).type).toBe('pong');
    socket.send('not json');
    expect((await nextMessage(socket)).type).toBe('error');
    socket.send(JSON.stringify({ type: 'connection', data: { connection_id: 'bad id!' } }));
    expect((await nextMessage(socket)).type).toBe('error');
    socket.close();
  });

  it('closes a socket that floods it, and keeps answering everyone else', async () => {
    const flooder = new WebSocket(url);
    await new Promise((resolve) => flooder.once('open', resolve));
    const closed = new Promise<number>((resolve) => flooder.once('close', resolve));
    const frame = JSON.stringify({
      type: 'connection',
      data: { connection_id: 'flood_connection_0000000001', client_task_id: null },
    });
    for (let i = 0; i < 2000; i += 1) {
      if (flooder.readyState !== WebSocket.OPEN) break;
      flooder.send(frame);
    }
    expect(await closed).toBe(1008);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('does not hand a connection to an id short enough to guess', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/connection-status/c1' });
    expect(response.json()).toEqual({ connection_id: 'c1', connected: false, current_task: null });
  });
});
