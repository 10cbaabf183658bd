/**
 * How many sockets each client address holds open on this instance. Each open socket costs a
 * file descriptor and a place in every broadcast, so one address may not hold thousands; the
 * limit is per instance, as the sockets it protects are.
 */
export interface SocketsPerAddress {
  /** Counts one more socket for the address; false (nothing counted) when it holds `max` already. */
  admit(address: string): boolean;
  /** One of the address's sockets has closed. */
  release(address: string): void;
  count(address: string): number;
}

export function createSocketsPerAddress(max: number): SocketsPerAddress {
  const counts = new Map<string, number>();
  return {
    admit(address) {
      const count = counts.get(address) ?? 0;
      if (count >= max) return false;
      counts.set(address, count + 1);
      return true;
    },
    release(address) {
      const count = (counts.get(address) ?? 0) - 1;
      if (count > 0) counts.set(address, count);
      else counts.delete(address);
    },
    count: (address) => counts.get(address) ?? 0,
  };
}
