import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cvFixture } from '../../test/cv-fixtures';
import { inflatingPdf } from '../../test/bad-documents';
import { residentMegabytes } from '../work/resident-memory';
import { createServerWorkPool } from '../work/create-server-work-pool';
import { extractText } from './extract-text';

const work = createServerWorkPool({ size: 2, queueMax: 8, perUserMax: 8, memoryMb: 256 });
afterAll(() => work.close());

describe('reading a document in a child process', () => {
  it('reads documents one after another and side by side', async () => {
    const pdf = cvFixture('backend-lead.pdf');
    const answers = [
      await extractText(work, { kind: 'pdf', bytes: pdf }, 'u'),
      ...(await Promise.all([
        extractText(work, { kind: 'pdf', bytes: pdf }, 'u'),
        extractText(
          work,
          { kind: 'txt', bytes: Buffer.from('Jordan Reyes\nStaff Accountant') },
          'u',
        ),
        extractText(work, { kind: 'docx', bytes: cvFixture('backend-lead.docx') }, 'u'),
      ])),
    ];
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, true]);
    expect(answers[0]).toMatchObject({ pages: 2 });
    expect(answers[2]).toMatchObject({ text: 'Jordan Reyes\nStaff Accountant' });
  }, 60_000);

  it('ends a reading that takes longer than its limit, and the next one still reads', async () => {
    const pdf = cvFixture('backend-lead.pdf');
    expect(await extractText(work, { kind: 'pdf', bytes: pdf }, 'u', 1)).toEqual({
      ok: false,
      problem: 'file_too_complex',
    });
    expect((await extractText(work, { kind: 'pdf', bytes: pdf }, 'u')).ok).toBe(true);
  }, 60_000);

  it('holds a PDF whose page inflates to 640 MB to the memory limit', async () => {
    const bomb = await inflatingPdf(640);
    let peak = 0;
    const watch = setInterval(() => {
      for (const pid of childPids()) peak = Math.max(peak, residentMegabytes(pid) ?? 0);
    }, 5);
    const answer = await extractText(work, { kind: 'pdf', bytes: bomb }, 'u');
    clearInterval(watch);
    expect(answer).toEqual({ ok: false, problem: 'file_too_complex' });
    // The limit is read every 20 ms: what a child adds between two readings is the overshoot.
    expect(peak).toBeLessThan(256 + 160);
    expect(
      (await extractText(work, { kind: 'pdf', bytes: cvFixture('backend-lead.pdf') }, 'u')).ok,
    ).toBe(true);
  }, 60_000);
});

/** This process's children, from /proc. */
function childPids(): number[] {
  const tasks = fs.readdirSync(`/proc/${process.pid}/task`);
  return tasks.flatMap((task) =>
    fs
      .readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );
}
