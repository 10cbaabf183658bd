import WebSocket from 'ws';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';

/** A test client for /ws that records every message and can wait for a given one. */
export async function openSocket(url: string, connectionId: string) {
  const socket = new WebSocket(url);
  const messages: TServerMessage[] = [];
  const waiters: { test: (m: TServerMessage) => boolean; resolve: (m: TServerMessage) => void }[] =
    [];
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as TServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.test(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const waitFor = <T extends TServerMessage['type']>(type: T, timeoutMs = 10_000) =>
    new Promise<Extract<TServerMessage, { type: T }>>((resolve, reject) => {
      const found = messages.find((m) => m.type === type);
      if (found) return resolve(found as Extract<TServerMessage, { type: T }>);
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), timeoutMs);
      waiters.push({
        test: (m) => m.type === type,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<TServerMessage, { type: T }>);
        },
      });
    });
  socket.send(
    JSON.stringify({
      type: 'connection',
      data: { connection_id: connectionId, client_task_id: null },
    }),
  );
  await waitFor('connection_established');
  return { socket, messages, waitFor, close: () => socket.close() };
}
