import { useSyncExternalStore } from 'react';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { randomId } from '../realtime/random-id';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readStorage, writeStorage } from '../storage/safe-storage';

/** The features that send a user to /me/credit when they run out of credit. */
export const TOP_UP_FEATURES = [
  'job_fit_analysis',
  'cv_analysis',
  'industry_analysis',
  'cv_editor',
] as const;
export type TTopUpFeature = (typeof TOP_UP_FEATURES)[number];

/**
 * A time a feature sent the user to top up (spec 000 section 3): which feature, the page it was
 * on and that page's name, so the credit page can lead them back.
 */
export type TTopUpRecord = {
  id: string;
  featureName: string;
  sourcePath: string;
  sourceName: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
};

export type TTopUpIntent = {
  featureName: TTopUpFeature;
  sourcePath: string;
  sourceName: string;
};

const NONE: TTopUpRecord[] = [];

function isRecord(value: unknown): value is TTopUpRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { id, featureName, sourcePath, sourceName, timestamp } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    id !== '' &&
    typeof featureName === 'string' &&
    featureName !== '' &&
    typeof sourcePath === 'string' &&
    sourcePath.startsWith('/') &&
    !sourcePath.startsWith('//') &&
    typeof sourceName === 'string' &&
    typeof timestamp === 'number' &&
    Number.isFinite(timestamp)
  );
}

/** Newest first, at most the spec's five; anything malformed in storage is dropped, not shown. */
function parseRecords(raw: string | null): TTopUpRecord[] {
  if (!raw) return NONE;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!Array.isArray(stored)) return NONE;
  return stored
    .filter(isRecord)
    .map(({ id, featureName, sourcePath, sourceName, timestamp }) => ({
      id,
      featureName,
      sourcePath,
      sourceName,
      timestamp,
    }))
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, CREDITS.topUpRecordLimit);
}

// The parsed list is kept per stored text, so React sees the same array until storage changes.
let cachedRaw: string | null = null;
let cachedRecords: TTopUpRecord[] = NONE;
const listeners = new Set<() => void>();

export function readTopUpRecords(): TTopUpRecord[] {
  const raw = readStorage('local', STORAGE_KEYS.topUpRecords);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecords = parseRecords(raw);
  }
  return cachedRecords;
}

/**
 * Remembers that a feature sent the user to top up, keeping the latest five. A repeat from the
 * same page replaces its older record, so the list shows five different places.
 */
export function recordTopUpIntent(intent: TTopUpIntent, now: number = Date.now()): TTopUpRecord {
  const record: TTopUpRecord = { id: randomId('topup'), ...intent, timestamp: now };
  const others = readTopUpRecords().filter(
    (item) => item.featureName !== intent.featureName || item.sourcePath !== intent.sourcePath,
  );
  const records = [record, ...others].slice(0, CREDITS.topUpRecordLimit);
  writeStorage('local', STORAGE_KEYS.topUpRecords, JSON.stringify(records));
  for (const listener of listeners) listener();
  return record;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab recording an intent, or logging out, changes the list here too.
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.topUpRecords) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}

/** The stored top-up records, kept current while the component is shown. */
export function useTopUpRecords(): TTopUpRecord[] {
  return useSyncExternalStore(subscribe, readTopUpRecords, () => NONE);
}
