import { EventEmitter } from 'node:events';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';

/**
 * What the domain announces. `generation` events concern every search following that
 * generation; `connection` events go to one live connection; `user` events go to every socket
 * that user has authenticated, and to no other; `job` events go to the sockets watching that job
 * page. Every instance receives every event and delivers
 * it to the sockets it holds.
 */
export type DomainEvent =
  | { kind: 'generation'; generationId: string; message: TServerMessage }
  | { kind: 'connection'; connectionId: string; message: TServerMessage }
  | { kind: 'user'; userId: string; message: TServerMessage }
  /** A public job page changed: every socket watching it hears, signed in or not. */
  | { kind: 'job'; jobId: number; message: TServerMessage };

export interface EventBus {
  readonly kind: 'in-process' | 'redis';
  publish(event: DomainEvent): Promise<void>;
  subscribe(handler: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: events go straight to its subscribers. */
export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(handler) {
      emitter.on('event', handler);
      return () => emitter.off('event', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
