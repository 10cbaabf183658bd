import { describe, expect, it } from 'vitest';
import { cvFixture } from '../../test/cv-fixtures';
import { extractText } from './extract-text';

describe('reading a document in its own thread', () => {
  it('reads one document per thread, one after another and side by side', async () => {
    const pdf = cvFixture('backend-lead.pdf');
    const answers = [
      await extractText('pdf', pdf),
      ...(await Promise.all([
        extractText('pdf', pdf),
        extractText('txt', Buffer.from('Jordan Reyes\nStaff Accountant')),
        extractText('docx', cvFixture('backend-lead.docx')),
      ])),
    ];
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, true]);
    expect(answers[0]).toMatchObject({ pages: 2 });
    expect(answers[2]).toMatchObject({ text: 'Jordan Reyes\nStaff Accountant' });
  }, 60_000);

  it('ends a thread that takes longer than its limit, and the next one still reads', async () => {
    const pdf = cvFixture('backend-lead.pdf');
    expect(await extractText('pdf', pdf, { timeoutMs: 1, memoryMb: 256 })).toEqual({
      ok: false,
      problem: 'file_too_complex',
    });
    expect((await extractText('pdf', pdf)).ok).toBe(true);
  }, 60_000);
});
