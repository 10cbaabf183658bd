import type { FastifyInstance } from 'fastify';
import websocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import {
  MAX_WATCHED_JOBS_PER_SOCKET,
  SOCKET_REFUSED_CLOSE_CODE,
  ZClientMessage,
  type TServerMessage,
} from '@irreplaceable/contracts/realtime/messages';
import { SEARCH } from '@irreplaceable/contracts/constants';
import type { DomainEvent } from '../platform/events/event-bus';
import { createMessageBudget } from './message-budget';
import { createSocketsPerAddress } from './sockets-per-address';

const HEARTBEAT_MS = 15_000;

export interface Hub {
  /** Across every instance, through the presence chosen in the composition root. */
  isConnected(connectionId: string): Promise<boolean>;
  /** The sockets this instance holds: an instance metric, not a deployment one. */
  connectionCount(): number;
  /** The open sockets one client address holds on this instance (at most WS_MAX_PER_ADDRESS). */
  socketsFrom(address: string): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

function send(socket: WebSocket, message: TServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The live channel at /ws. A client names its connection id; searches attach to that id, and
 * every instance delivers the events it receives from the bus to the sockets it holds, so
 * progress reaches the user whichever instance writes the job. The presence tells every
 * instance which connections are live anywhere.
 */
export const realtimeHub = fp(
  async (app: FastifyInstance, options: { websocket: WebsocketPluginOptions }) => {
    const sockets = new Map<string, Set<WebSocket>>();
    /** Sockets by the signed-in user they authenticated as (analysis progress goes to these). */
    const socketsByUser = new Map<string, Set<WebSocket>>();
    const userOf = new WeakMap<WebSocket, string>();
    /** Sockets by the job pages they watch (pages being refreshed in the background). */
    const watchers = new Map<number, Set<WebSocket>>();
    const watchedBy = new WeakMap<WebSocket, number[]>();
    /** Every open socket, named or not: each gets the heartbeat. */
    const open = new Set<WebSocket>();
    const alive = new WeakSet<WebSocket>();
    const { presence } = app.deps;
    const perAddress = createSocketsPerAddress(app.deps.config.socketsPerAddress);
    const logFailure = (what: string) => (error: unknown) => app.log.error({ err: error }, what);

    /** Resolves once every instance can see the connection; a presence failure is only logged. */
    function attach(connectionId: string, socket: WebSocket): Promise<void> {
      const group = sockets.get(connectionId);
      if (group) {
        group.add(socket);
        return Promise.resolve();
      }
      sockets.set(connectionId, new Set([socket]));
      return presence.hold(connectionId).catch(logFailure('presence claim failed'));
    }

    function detach(connectionId: string, socket: WebSocket) {
      const group = sockets.get(connectionId);
      group?.delete(socket);
      if (!group || group.size > 0) return;
      sockets.delete(connectionId);
      presence.release(connectionId).catch(logFailure('presence release failed'));
    }

    const deliver = (connectionId: string, message: TServerMessage) => {
      for (const socket of sockets.get(connectionId) ?? []) send(socket, message);
    };

    function forgetUser(socket: WebSocket) {
      const userId = userOf.get(socket);
      if (!userId) return;
      userOf.delete(socket);
      const group = socketsByUser.get(userId);
      group?.delete(socket);
      if (group?.size === 0) socketsByUser.delete(userId);
    }

    function unwatch(socket: WebSocket, jobId: number) {
      const group = watchers.get(jobId);
      group?.delete(socket);
      if (group?.size === 0) watchers.delete(jobId);
    }

    /** Public pages, so any socket may watch; each watches a few at most, the oldest go first. */
    function watch(socket: WebSocket, jobId: number) {
      const watched = watchedBy.get(socket) ?? [];
      if (watched.includes(jobId)) return;
      watched.push(jobId);
      if (watched.length > MAX_WATCHED_JOBS_PER_SOCKET) unwatch(socket, watched.shift()!);
      watchedBy.set(socket, watched);
      watchers.set(jobId, (watchers.get(jobId) ?? new Set()).add(socket));
    }

    function forgetWatches(socket: WebSocket) {
      for (const jobId of watchedBy.get(socket) ?? []) unwatch(socket, jobId);
      watchedBy.delete(socket);
    }

    /** A socket that shows a valid access token hears that user's analyses, and nothing else's. */
    async function authenticate(socket: WebSocket, token: string) {
      forgetUser(socket);
      try {
        const { userId } = await app.tokens.verifyAccessToken(token);
        userOf.set(socket, userId);
        socketsByUser.set(userId, (socketsByUser.get(userId) ?? new Set()).add(socket));
        send(socket, { type: 'authenticated', data: { ok: true } });
      } catch {
        send(socket, { type: 'authenticated', data: { ok: false } });
      }
    }

    async function handleEvent(event: DomainEvent) {
      if (event.kind === 'connection') {
        deliver(event.connectionId, event.message);
        return;
      }
      if (event.kind === 'user') {
        for (const socket of socketsByUser.get(event.userId) ?? []) send(socket, event.message);
        return;
      }
      if (event.kind === 'job') {
        for (const socket of watchers.get(event.jobId) ?? []) send(socket, event.message);
        return;
      }
      if (sockets.size === 0) return;
      const since = new Date(Date.now() - SEARCH.ongoingWindowMs);
      const tasks = await app.searchRepository.connectionsFollowing(event.generationId, since);
      for (const task of tasks) {
        if (!sockets.has(task.connectionId)) continue;
        const data = { ...(event.message.data as object), task_id: task.id };
        if ('job_title' in data && task.language === 'zh') {
          const generation = await app.searchRepository.findGeneration(event.generationId);
          if (generation) data.job_title = generation.titleZh;
        }
        deliver(task.connectionId, { ...event.message, data } as TServerMessage);
      }
    }

    const unsubscribe = app.bus.subscribe((event) => {
      handleEvent(event).catch(logFailure('event delivery failed'));
    });

    const heartbeat = setInterval(() => {
      const time = new Date().toISOString();
      for (const socket of open) {
        // A socket that missed the last ping is gone (sleeping laptop, dropped network).
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
        send(socket, { type: 'heartbeat', data: { time } });
      }
      presence.refresh().catch(logFailure('presence refresh failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('hub', {
      isConnected: (connectionId: string) => presence.isConnected(connectionId),
      connectionCount: () => [...sockets.values()].reduce((sum, group) => sum + group.size, 0),
      socketsFrom: (address: string) => perAddress.count(address),
    });

    // preClose, not onClose: the composition root's onClose quits the shared Redis client, and
    // onClose hooks run last-registered first.
    app.addHook('preClose', async () => {
      await presence.close();
    });
    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      unsubscribe();
      for (const socket of open) socket.close(1001, 'Server shutting down');
    });

    // The WebSocket plugin in a context of its own, with /ws alone: its hooks (one before and one
    // after every request) and the wrapper it puts round each handler then stay off every other
    // route, the cached reads among them.
    await app.register(async (live) => {
      await live.register(websocket, options.websocket);
      live.get('/ws', { websocket: true }, (socket, request) => {
        // request.ip: the client's address, from X-Forwarded-For only with TRUST_PROXY.
        const address = request.ip;
        if (!perAddress.admit(address)) {
          // The web app stops reconnecting on this code and follows its work over HTTP instead.
          socket.close(SOCKET_REFUSED_CLOSE_CODE, 'Too many connections from this address');
          return;
        }
        let connectionId: string | null = null;
        const budget = createMessageBudget();
        open.add(socket);
        alive.add(socket);
        socket.on('pong', () => alive.add(socket));
        socket.on('close', () => {
          perAddress.release(address);
          open.delete(socket);
          if (connectionId) detach(connectionId, socket);
          forgetUser(socket);
          forgetWatches(socket);
        });
        socket.on('message', (raw) => {
          if (!budget.take()) {
            // A client does not reconnect after this code: a flood ends here.
            socket.close(SOCKET_REFUSED_CLOSE_CODE, 'Too many messages');
            return;
          }
          alive.add(socket);
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
            case 'connection': {
              const id = message.data.data.connection_id;
              if (connectionId && connectionId !== id) detach(connectionId, socket);
              connectionId = id;
              Promise.all([attach(id, socket), app.jobSearch.currentTask(id)])
                .then(([, task]) => {
                  const recent =
                    task &&
                    Date.now() - new Date(task.created_at).getTime() < SEARCH.ongoingWindowMs;
                  send(socket, {
                    type: 'connection_established',
                    data: {
                      connection_id: id,
                      current_task:
                        task && recent
                          ? {
                              task_id: task.task_id,
                              client_task_id: task.client_task_id,
                              status: task.status,
                              search_result: task.search_result,
                            }
                          : null,
                    },
                  });
                })
                .catch(logFailure('connection handshake failed'));
              break;
            }
            case 'ping':
              send(socket, { type: 'pong', data: { time: new Date().toISOString() } });
              break;
            case 'authenticate':
              authenticate(socket, message.data.data.access_token).catch(
                logFailure('socket authentication failed'),
              );
              break;
            case 'watch_job':
              watch(socket, message.data.data.job_id);
              break;
          }
        });
      });
    });
  },
  { name: 'realtime-hub', dependencies: ['search-services'] },
);
