import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  ZClientMessage,
  type TServerMessage,
  type TServerMessageType,
} from '@irreplaceable/contracts/realtime/messages';

export function send<T extends TServerMessageType>(
  socket: WebSocket,
  message: TServerMessage<T>,
): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The live channel at /ws. A client first names its connection id; later features attach
 * search tasks to that id, and `connection_established` tells a reloaded page what is running.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  app.get('/ws', { websocket: true }, (socket) => {
    let connectionId: string | null = null;
    socket.on('message', (raw) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(raw));
      } catch {
        parsed = undefined;
      }
      const message = ZClientMessage.safeParse(parsed);
      if (!message.success) {
        send(socket, {
          type: 'error',
          data: { message: 'Invalid message', error_type: 'invalid_input' },
        });
        return;
      }
      switch (message.data.type) {
        case 'connection':
          connectionId = message.data.data.connection_id;
          send(socket, {
            type: 'connection_established',
            data: { connection_id: connectionId, current_task: null },
          });
          break;
        case 'ping':
          send(socket, { type: 'pong', data: { time: new Date().toISOString() } });
          break;
      }
    });
  });
}
