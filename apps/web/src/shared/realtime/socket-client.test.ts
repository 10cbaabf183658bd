import { SOCKET } from '@irreplaceable/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerMessage } from './server-messages';
import { SocketClient } from './socket-client';
import { FakeWebSocket } from './testing/fake-web-socket';

const HEARTBEAT = { type: 'heartbeat', data: { time: '2025-01-01T00:00:00.000Z' } };

function createClient() {
  const client = new SocketClient({
    url: () => 'ws://localhost/ws',
    parse: parseServerMessage,
    greeting: () => ({
      type: 'connection',
      data: { connection_id: 'conn_1_000000000000000000000', client_task_id: null },
    }),
  });
  const statuses: string[] = [];
  client.onStatus((status) => statuses.push(status));
  return { client, statuses };
}

describe('socket client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });

  afterEach(() => {
    FakeWebSocket.reset();
  });

  it('sends the connection message first, as soon as the socket opens', () => {
    const { client } = createClient();
    client.connect();
    FakeWebSocket.latest().open();

    expect(client.getStatus()).toBe('open');
    expect(FakeWebSocket.latest().sent).toEqual([
      {
        type: 'connection',
        data: { connection_id: 'conn_1_000000000000000000000', client_task_id: null },
      },
    ]);
  });

  it('reconnects after 2, 4, 8, 16 and 32 seconds, then gives up', () => {
    const { client, statuses } = createClient();
    client.connect();
    expect(FakeWebSocket.instances).toHaveLength(1);

    for (const delayMs of [2_000, 4_000, 8_000, 16_000, 32_000]) {
      const count = FakeWebSocket.instances.length;
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(delayMs - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
    }

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1 + SOCKET.reconnectAttempts);
    expect(client.getStatus()).toBe('failed');
    expect(statuses.at(-1)).toBe('failed');
  });

  it('starts the delays over after a connection succeeds', () => {
    const { client } = createClient();
    client.connect();
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(2_000);
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(4_000);
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(2_000);

    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('gives a socket that does not open within the connect timeout up and tries again', () => {
    const { client } = createClient();
    client.connect();

    vi.advanceTimersByTime(SOCKET.connectTimeoutMs - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1 + SOCKET.reconnectBaseDelayMs);

    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.instances[0]?.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('reconnects when the server has been silent for more than 30 seconds', () => {
    const { client } = createClient();
    client.connect();
    const first = FakeWebSocket.latest();
    first.open();

    vi.advanceTimersByTime(39_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);

    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('keeps a connection that hears heartbeats, and pings when it is quiet', () => {
    const { client } = createClient();
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.open();

    for (let second = 0; second < 120; second += 15) {
      vi.advanceTimersByTime(15_000);
      socket.receive(HEARTBEAT);
    }

    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent).toContainEqual({ type: 'ping' });
  });

  it('delivers valid messages by type and ignores invalid ones', () => {
    const { client } = createClient();
    const received: unknown[] = [];
    client.on('queue_status_update', (message) => received.push(message.data.position));
    client.connect();
    const socket = FakeWebSocket.latest();
    socket.open();

    socket.receive('not json');
    socket.receive({ type: 'queue_status_update', data: { task_id: 't1' } });
    socket.receive({ type: 'made_up', data: {} });
    socket.receive({
      type: 'queue_status_update',
      data: { task_id: 't1', generation_id: 'g1', job_title: 'Nurse', position: 'two' },
    });
    socket.receive({
      type: 'queue_status_update',
      data: {
        task_id: 't1',
        generation_id: 'g1',
        job_title: 'Nurse',
        position: 2,
        estimated_wait: 3,
      },
    });

    expect(received).toEqual([2]);
  });

  it('ensureConnected waits for the connection, up to its limit', async () => {
    const { client } = createClient();
    const waiting = client.ensureConnected();
    FakeWebSocket.latest().open();
    await expect(waiting).resolves.toBe(true);

    client.disconnect();
    const timedOut = client.ensureConnected();
    vi.advanceTimersByTime(SOCKET.ensureConnectedMs);
    await expect(timedOut).resolves.toBe(false);
  });

  it('ensureConnected after giving up starts over', async () => {
    const { client } = createClient();
    client.connect();
    for (let attempt = 0; attempt <= SOCKET.reconnectAttempts; attempt += 1) {
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(60_000);
    }
    expect(client.getStatus()).toBe('failed');

    const waiting = client.ensureConnected();
    FakeWebSocket.latest().open();

    await expect(waiting).resolves.toBe(true);
  });

  it('never reconnects after the server refuses it with 1008, and says so', async () => {
    const { client, statuses } = createClient();
    client.connect();
    FakeWebSocket.latest().open();

    FakeWebSocket.latest().drop(1008);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('refused');
    expect(statuses.at(-1)).toBe('refused');

    // Nothing the page does opens another socket: the server would only refuse it again.
    client.connect();
    client.reconnect();
    await expect(client.ensureConnected()).resolves.toBe(false);
    client.disconnect();
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('refused');
  });

  it('refused while still opening, it gives up at once too', () => {
    const { client } = createClient();
    client.connect();
    FakeWebSocket.latest().drop(1008);
    vi.advanceTimersByTime(SOCKET.connectTimeoutMs + 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('refused');
  });

  it('still reconnects after other close codes', () => {
    const { client } = createClient();
    client.connect();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(1001);
    vi.advanceTimersByTime(SOCKET.reconnectBaseDelayMs);
    FakeWebSocket.latest().drop(1009);
    vi.advanceTimersByTime(2 * SOCKET.reconnectBaseDelayMs);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not reconnect after a deliberate disconnect', () => {
    const { client } = createClient();
    client.connect();
    FakeWebSocket.latest().open();

    client.disconnect();
    vi.advanceTimersByTime(60_000);

    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(client.getStatus()).toBe('idle');
  });
});
