import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { addressModelPages, modelCallDays } from '../../db/schema';
import { createSearchRepository } from '../../features/search/repository';
import { createPostgresDatabase, databaseKinds } from '../../test/test-app';
import { createDatabaseCallBudget } from './database-call-budget';

const DAYS_BEFORE = ['2026-11-20', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-06'];

/**
 * The daily counts of model requests and of each address's model-written pages keep the last
 * seven days: the rest go when a new day's first row is written, so neither table grows for ever.
 */
describe.each(databaseKinds)('the days the model counts keep (%s)', (kind) => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close();
    await drop?.();
    handle = drop = undefined;
  });
  const open = async () => {
    const created = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    drop = created?.drop;
    handle = await openDatabase({ databaseUrl: created?.url, dataDir: 'memory://' });
    return handle.db;
  };

  it('deletes the days of model requests older than a week, keeping the last seven', async () => {
    const db = await open();
    await db.insert(modelCallDays).values(DAYS_BEFORE.map((day) => ({ day, calls: 40 })));
    let now = new Date('2026-12-07T00:00:05Z');
    const budget = createDatabaseCallBudget(db, 100, () => now);

    expect(await budget.take()).toBe(true);
    expect(await budget.take()).toBe(true);
    const days = await db.select().from(modelCallDays).orderBy(modelCallDays.day);
    expect(days).toEqual([
      { day: '2026-12-01', calls: 40 },
      { day: '2026-12-02', calls: 40 },
      { day: '2026-12-06', calls: 40 },
      { day: '2026-12-07', calls: 2 },
    ]);

    now = new Date('2026-12-08T10:00:00Z');
    expect(await budget.take()).toBe(true);
    const after = await db.select({ day: modelCallDays.day }).from(modelCallDays);
    expect(after.map((row) => row.day).sort()).toEqual([
      '2026-12-02',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ]);
  });

  it('deletes the days of addresses’ model-written pages older than a week', async () => {
    const db = await open();
    await db.insert(addressModelPages).values(
      DAYS_BEFORE.flatMap((day) => [
        { address: '203.0.113.7', day, pages: 5 },
        { address: '198.51.100.2', day, pages: 1 },
      ]),
    );
    const repository = createSearchRepository(db);

    expect(await repository.takeAddressModelPage('192.0.2.1', '2026-12-07', 5)).toBe(true);
    const rows = await db.select().from(addressModelPages);
    expect([...new Set(rows.map((row) => row.day))].sort()).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(rows).toHaveLength(7);
    // The share of each address still counts within its day.
    expect(await repository.takeAddressModelPage('192.0.2.1', '2026-12-07', 1)).toBe(false);
  });
});
