import { SOCKET } from '@irreplaceable/contracts/constants';
import type { TClientMessage, TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import {
  isValidConnectionId,
  readConnectionId,
  saveConnectionId,
} from '../../../shared/realtime/connection-id';
import { parseServerMessage } from '../../../shared/realtime/server-messages';
import { SocketClient, socketUrl } from '../../../shared/realtime/socket-client';

export type TSearchSocket = {
  client: SocketClient<TServerMessage>;
  connectionId: () => string;
  /**
   * Takes on a connection id (the server's, or a saved search's). With `reconnect`, an open
   * connection is replaced so the server hears the new id.
   */
  adoptConnectionId: (connectionId: string, options?: { reconnect?: boolean }) => void;
  /**
   * Resolves true once the server has acknowledged the connection (connection_established), so
   * a search started afterwards cannot be mistaken for a task the server has forgotten.
   */
  ensureEstablished: (timeoutMs?: number) => Promise<boolean>;
};

/**
 * The live channel for searches (spec 000 section 7): the connection message goes first with this
 * tab's connection id and the followed search's client task id.
 */
export function createSearchSocket(currentClientTaskId: () => string | null): TSearchSocket {
  let connectionId = readConnectionId();
  let isEstablished = false;
  const client = new SocketClient<TServerMessage>({
    url: () => socketUrl('/ws'),
    parse: parseServerMessage,
    greeting: (): TClientMessage => ({
      type: 'connection',
      data: { connection_id: connectionId, client_task_id: currentClientTaskId() },
    }),
  });
  client.onStatus((status) => {
    if (status !== 'open') isEstablished = false;
  });
  client.on('connection_established', () => {
    isEstablished = true;
  });

  const adoptConnectionId: TSearchSocket['adoptConnectionId'] = (next, options = {}) => {
    if (!isValidConnectionId(next) || next === connectionId) return;
    connectionId = next;
    saveConnectionId(next);
    if (options.reconnect && client.getStatus() !== 'idle') client.reconnect();
  };

  const ensureEstablished: TSearchSocket['ensureEstablished'] = async (
    timeoutMs = SOCKET.ensureConnectedMs,
  ) => {
    const deadline = Date.now() + timeoutMs;
    if (!(await client.ensureConnected(timeoutMs))) return false;
    if (isEstablished) return true;
    return new Promise<boolean>((resolve) => {
      const settle = (value: boolean) => {
        clearTimeout(timer);
        stopListening();
        resolve(value);
      };
      const stopListening = client.on('connection_established', () => settle(true));
      const timer = setTimeout(() => settle(false), Math.max(0, deadline - Date.now()));
    });
  };

  return { client, connectionId: () => connectionId, adoptConnectionId, ensureEstablished };
}
