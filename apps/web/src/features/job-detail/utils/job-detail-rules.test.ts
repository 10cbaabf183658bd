import { describe, expect, it } from 'vitest';
import { contestMood, contestWinner, isCloseContest } from './contest';
import { marketEntries } from './market-entries';
import { refreshCountdown } from './refresh-schedule';
import { shareUrl } from '../../../shared/ui/share-links';

const DAY = 24 * 60 * 60_000;

describe('human-versus-AI contest', () => {
  it('is close (VS badge active) only while human irreplaceability is 45 to 55', () => {
    expect([44, 44.9, 45, 50, 55, 55.1, 56].map(isCloseContest)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('is won by the larger side, and a tie has no winner', () => {
    expect(contestWinner(51, 49)).toBe('human');
    expect(contestWinner(30, 70)).toBe('ai');
    expect(contestWinner(50, 50)).toBeNull();
  });

  it('changes the faces from 60 %', () => {
    expect(contestMood('human', 60, 40)).toBe('happy');
    expect(contestMood('ai', 60, 40)).toBe('worried');
    expect(contestMood('human', 40, 60)).toBe('worried');
    expect(contestMood('ai', 40, 60)).toBe('happy');
    expect(contestMood('human', 59, 41)).toBe('neutral');
    expect(contestMood('ai', 59, 41)).toBe('neutral');
  });
});

describe('refresh schedule', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it('counts whole days to the next refresh, and hours within a day', () => {
    expect(refreshCountdown(new Date(now + 30 * DAY).toISOString(), now)).toEqual({
      unit: 'days',
      count: 30,
    });
    expect(refreshCountdown(new Date(now + 29.5 * DAY).toISOString(), now)).toEqual({
      unit: 'days',
      count: 30,
    });
    // A fallback page due in an hour is not "in 1 day".
    expect(refreshCountdown(new Date(now + 60 * 60_000).toISOString(), now)).toEqual({
      unit: 'hours',
      count: 1,
    });
    expect(refreshCountdown(new Date(now - DAY).toISOString(), now)).toBeNull();
    expect(refreshCountdown('not a date', now)).toBeNull();
  });
});

describe('market analysis', () => {
  const entry = {
    location: 'United States',
    local_job_data: 'Employment 1,687,890',
    market_analysis: 'Above-average demand',
    last_updated: 'May 2025',
    source: 'BLS',
  };

  it('accepts a list of entries or a single object', () => {
    expect(marketEntries([entry, entry])).toHaveLength(2);
    expect(marketEntries(entry)).toEqual([entry]);
  });

  it('is empty when absent or without text', () => {
    expect(marketEntries(null)).toEqual([]);
    expect(marketEntries(undefined)).toEqual([]);
    expect(marketEntries([])).toEqual([]);
    expect(marketEntries({ location: ' ', source: 'BLS' })).toEqual([]);
  });
});

describe('share links', () => {
  it('encode the page address for each network', () => {
    const page = 'https://example.com/jobs/7';
    expect(shareUrl('x', page, 'Nurse & AI')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fjobs%2F7&text=Nurse%20%26%20AI',
    );
    expect(shareUrl('linkedin', page, '')).toContain('share-offsite/?url=https%3A%2F%2F');
    expect(shareUrl('facebook', page, '')).toContain('sharer.php?u=https%3A%2F%2F');
  });
});
