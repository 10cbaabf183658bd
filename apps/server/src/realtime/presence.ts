/**
 * Which connection ids have a live socket somewhere in the deployment. The hub tells it what
 * this instance holds; any instance can then ask about a connection held by another.
 */
export interface Presence {
  readonly kind: 'in-process' | 'redis';
  /** This instance now holds a socket for the connection. */
  hold(connectionId: string): Promise<void>;
  /** This instance's last socket for the connection has closed. */
  release(connectionId: string): Promise<void>;
  /** Whether any live instance holds a socket for the connection. */
  isConnected(connectionId: string): Promise<boolean>;
  /** Called at each hub heartbeat, so this instance's claims outlive it only briefly. */
  refresh(): Promise<void>;
  /** Withdraws every claim of this instance; later calls to hold and release do nothing. */
  close(): Promise<void>;
}

/** One process holds every socket, so what it holds is all there is. */
export function createInProcessPresence(): Presence {
  const held = new Set<string>();
  let isClosed = false;
  return {
    kind: 'in-process',
    async hold(connectionId) {
      if (!isClosed) held.add(connectionId);
    },
    async release(connectionId) {
      held.delete(connectionId);
    },
    async isConnected(connectionId) {
      return held.has(connectionId);
    },
    async refresh() {},
    async close() {
      isClosed = true;
      held.clear();
    },
  };
}
