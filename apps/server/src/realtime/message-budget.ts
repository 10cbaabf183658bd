/**
 * How many messages one socket may send: a client sends a handful a minute (its connection id,
 * its token, a ping), so a socket far past this budget is flooding, and answering it would take
 * the event loop from everyone else. A token bucket allows short bursts (a reconnect replays a
 * few messages at once) and refills steadily.
 */
export const SOCKET_MESSAGE_BURST = 20;
export const SOCKET_MESSAGES_PER_SECOND = 5;

export interface MessageBudget {
  /** Whether one more message fits; false once the socket has spent its budget. */
  take(now?: number): boolean;
}

export function createMessageBudget(
  burst = SOCKET_MESSAGE_BURST,
  perSecond = SOCKET_MESSAGES_PER_SECOND,
): MessageBudget {
  let tokens = burst;
  let updatedAt = Date.now();
  return {
    take(now = Date.now()) {
      tokens = Math.min(burst, tokens + ((now - updatedAt) / 1000) * perSecond);
      updatedAt = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
