import { describe, expect, it } from 'vitest';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { clearUserData } from '../auth/clear-session';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { readTopUpRecords, recordTopUpIntent, type TTopUpIntent } from './top-up-records';

const intent = (index: number, overrides: Partial<TTopUpIntent> = {}): TTopUpIntent => ({
  featureName: 'job_fit_analysis',
  sourcePath: `/jobs/${index}`,
  sourceName: `Job ${index}`,
  ...overrides,
});

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.topUpRecords) ?? 'null') as unknown[] | null;

describe('top-up records', () => {
  it('start empty', () => {
    expect(readTopUpRecords()).toEqual([]);
  });

  it('keep the latest five, newest first, with the spec’s field names', () => {
    for (let index = 1; index <= 7; index += 1) recordTopUpIntent(intent(index), 1_000 * index);

    const records = readTopUpRecords();
    expect(records).toHaveLength(CREDITS.topUpRecordLimit);
    expect(records.map((record) => record.sourceName)).toEqual([
      'Job 7',
      'Job 6',
      'Job 5',
      'Job 4',
      'Job 3',
    ]);
    expect(Object.keys(records[0]!).sort()).toEqual(
      ['featureName', 'id', 'sourceName', 'sourcePath', 'timestamp'].sort(),
    );
    expect(records[0]).toMatchObject({
      featureName: 'job_fit_analysis',
      sourcePath: '/jobs/7',
      timestamp: 7_000,
    });
    expect(new Set(records.map((record) => record.id)).size).toBe(5);
    expect(stored()).toHaveLength(5);
  });

  it('move a repeat from the same page to the top instead of listing it twice', () => {
    recordTopUpIntent(intent(1), 1_000);
    recordTopUpIntent(intent(2), 2_000);
    recordTopUpIntent(intent(1), 3_000);
    recordTopUpIntent(intent(1, { featureName: 'cv_analysis' }), 4_000);

    expect(readTopUpRecords().map((record) => [record.featureName, record.sourcePath])).toEqual([
      ['cv_analysis', '/jobs/1'],
      ['job_fit_analysis', '/jobs/1'],
      ['job_fit_analysis', '/jobs/2'],
    ]);
  });

  it('drop corrupt data instead of failing', () => {
    localStorage.setItem(STORAGE_KEYS.topUpRecords, '{not json');
    expect(readTopUpRecords()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.topUpRecords, JSON.stringify({ featureName: 'x' }));
    expect(readTopUpRecords()).toEqual([]);

    const good = {
      id: 'a',
      featureName: 'cv_analysis',
      sourcePath: '/me',
      sourceName: 'CV',
      timestamp: 5,
    };
    localStorage.setItem(
      STORAGE_KEYS.topUpRecords,
      JSON.stringify([
        null,
        'text',
        { ...good, id: 'b', timestamp: 'yesterday' },
        { ...good, id: 'c', sourcePath: 'https://evil.example/' },
        { ...good, id: 'd', sourcePath: '//evil.example/' },
        { ...good, id: 'e', featureName: 7 },
        { ...good, extra: 'ignored' },
      ]),
    );
    expect(readTopUpRecords()).toEqual([good]);

    recordTopUpIntent(intent(9), 10);
    expect(readTopUpRecords().map((record) => record.id)).toHaveLength(2);
    expect(stored()).toHaveLength(2);
  });

  it('are forgotten at logout', () => {
    recordTopUpIntent(intent(1));
    clearUserData();
    expect(readTopUpRecords()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.topUpRecords)).toBeNull();
  });
});
