import { describe, expect, it } from 'vitest';
import { cleanBoardSearch } from './clean-board-search';

describe('cleanBoardSearch', () => {
  it('strips before it cuts, so stripped characters do not count towards the 30', () => {
    const pasted = '***** ((Senior)) Software-Engineer!!! in Berlin';
    expect(cleanBoardSearch(pasted)).toBe('Senior Software-Engineer in Be');
    expect(cleanBoardSearch(pasted)).toHaveLength(30);
  });

  it('drops leading spaces before cutting and keeps a trailing one while typing', () => {
    expect(cleanBoardSearch('     Nurse ')).toBe('Nurse ');
    expect(cleanBoardSearch(`   ${'a'.repeat(40)}`)).toBe('a'.repeat(30));
  });

  it('keeps letters of any script, digits, spaces and hyphens', () => {
    expect(cleanBoardSearch('软件工程师（后端）#2')).toBe('软件工程师后端2');
  });
});
