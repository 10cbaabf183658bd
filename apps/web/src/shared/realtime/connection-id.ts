import { CONNECTION_ID_PATTERN } from '@irreplaceable/contracts/realtime/messages';
import { readStorage, writeStorage } from '../storage/safe-storage';
import { randomId } from './random-id';

/*
 * sessionStorage: one live connection id per tab, kept across reloads of that tab so the server
 * can hand a reloaded page its running task. Belongs in shared/storage/storage-keys.ts.
 */
const CONNECTION_ID_KEY = 'liveConnectionId';

export function isValidConnectionId(value: unknown): value is string {
  return typeof value === 'string' && CONNECTION_ID_PATTERN.test(value);
}

/** This tab's connection id; a missing or malformed one is replaced by a new one. */
export function readConnectionId(): string {
  const saved = readStorage('session', CONNECTION_ID_KEY);
  if (isValidConnectionId(saved)) return saved;
  const created = randomId('conn');
  writeStorage('session', CONNECTION_ID_KEY, created);
  return created;
}

/** Adopts an id the server assigned (or a saved search's); malformed ids are ignored. */
export function saveConnectionId(connectionId: string): void {
  if (isValidConnectionId(connectionId)) writeStorage('session', CONNECTION_ID_KEY, connectionId);
}
