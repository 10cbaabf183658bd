import { describe, expect, it } from 'vitest';
import { cleanBoardSearch } from '../../../shared/ui/board/clean-board-search';
import { riskBand } from '../../../shared/jobs/risk-band';
import { isPopularJob, riskIndicatorLevel } from './risk';

describe('risk bands', () => {
  it('are low under 25, medium from 25 to under 50, high from 50', () => {
    expect([0, 24.9, 25, 49.9, 50, 100].map(riskBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('step the indicator at 25, 50 and 75', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(riskIndicatorLevel)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });

  it('call a job popular from a search popularity of 2', () => {
    expect(isPopularJob(1)).toBe(false);
    expect(isPopularJob(2)).toBe(true);
  });
});

describe('board search box', () => {
  it('strips everything but letters, digits, whitespace and hyphens, and keeps 30 characters', () => {
    expect(cleanBoardSearch('C++ / Front-end <dev>!')).toBe('C  Front-end dev');
    expect(cleanBoardSearch('数据分析师')).toBe('数据分析师');
    expect(cleanBoardSearch('a'.repeat(40))).toHaveLength(30);
  });
});
