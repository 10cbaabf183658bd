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
        data: { connection_id: 'abc_123-x', client_task_id: null },
      }),
    );
    expect(await nextMessage(socket)).toEqual({
      type: 'connection_established',
      data: { connection_id: 'abc_123-x', current_task: null },
    });
    socket.send(JSON.stringify({ type: 'ping' }));
    expect((await nextMessage(socket)).type).toBe('pong');
    socket.send('not json');
    expect((await nextMessage(socket)).type).toBe('error');
    socket.send(JSON.stringify({ type: 'connection', data: { connection_id: 'bad id!' } }));
    expect((await nextMessage(socket)).type).toBe('error');
    socket.close();
  });
});
