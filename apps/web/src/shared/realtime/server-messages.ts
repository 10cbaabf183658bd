import {
  ZServerMessageMap,
  type TServerMessage,
  type TServerMessageType,
} from '@irreplaceable/contracts/realtime/messages';

function isServerMessageType(value: unknown): value is TServerMessageType {
  return typeof value === 'string' && Object.hasOwn(ZServerMessageMap, value);
}

/**
 * A frame from /ws checked against its contract schema: the message, or null for anything that is
 * not exactly one of the server's messages (unknown type, missing or mistyped fields).
 */
export function parseServerMessage(raw: unknown): TServerMessage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const type = (raw as { type?: unknown }).type;
  if (!isServerMessageType(type)) return null;
  const result = ZServerMessageMap[type].safeParse(raw);
  return result.success ? (result.data as TServerMessage) : null;
}
