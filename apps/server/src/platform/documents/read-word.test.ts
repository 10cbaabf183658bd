import { describe, expect, it } from 'vitest';
import { readingFixture } from '../../test/cv-fixtures';
import { readDocx } from './read-word';

describe('reading a Word document', () => {
  it('ends a line at every paragraph, line break, table cell and row', async () => {
    const answer = await readDocx(readingFixture('tables-columns.docx'));
    if (!answer.ok) throw new Error(answer.problem);
    const lines = answer.text.split('\n').filter((line) => line.trim() !== '');
    expect(lines.slice(0, 4)).toEqual([
      'Tom Becker',
      'Site Safety Manager',
      'Phoenix, AZ',
      'tom.becker@example.com',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining(['March 2024', 'OSHA 30 Construction', 'June 2022']),
    );
    // The second newspaper column follows the first.
    expect(lines.slice(-4)).toEqual([
      'Ran daily toolbox talks and site inspections for crews of sixty.',
      'Skills',
      'Fall protection plans',
      'Incident investigation',
    ]);
  });
});
