import { describe, expect, it } from 'vitest';
import { readingFixture } from '../../test/cv-fixtures';
import { readPdf } from './read-pdf';

async function textOf(name: string): Promise<string> {
  const answer = await readPdf(new Uint8Array(readingFixture(name)));
  if (!answer.ok) throw new Error(`${name} was not read: ${answer.problem}`);
  return answer.text;
}

const RADICALS = /[\u2E80-\u2EF3\u2F00-\u2FD5\uF900-\uFAFF]/u;

describe('reading a PDF printed by a browser', () => {
  it('reads a Chinese CV in the ideographs it shows, without look-alikes or stray spaces', async () => {
    const text = await textOf('chinese-cv.pdf');
    expect(text).not.toMatch(RADICALS);
    expect(text).toContain('2019年7月至今');
    expect(text).toContain('沉淀私域用户12万人');
    expect(text).toContain('见证大促期间单月销售额飞跃增长');
    expect(text).toContain('门店私域流量长期运营');
    // An ideographic space between a date and an employer still parts them.
    expect(text).toContain('2012.09-2016.06  华东某大学');
  });

  it('puts spaces where the page leaves gaps and joins letter-spaced headings', async () => {
    const lines = (await textOf('letter-spaced.pdf')).split('\n');
    expect(lines).toContain('PROFILE');
    expect(lines).toContain('WORK EXPERIENCE');
    expect(lines).toContain('LICENCES');
    expect(lines).toContain('Charge Nurse, St. Anne Hospital, Denver, CO Sept. 2019 – Present');
  });

  it('reads the sidebar of a two-column CV before the main column, each whole', async () => {
    const lines = (await textOf('two-column.pdf')).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Daniel Okafor',
      'Site Reliability Engineer, looking for platform work in Berlin or remote',
    ]);
    const sidebar = ['Contact', 'Skills', 'Kubernetes and Helm', 'Incident command', 'Languages'];
    const main = ['Experience', 'March 2021 – Present', 'July 2016 – February 2021', 'Education'];
    const at = (line: string) => lines.indexOf(line);
    for (const line of [...sidebar, ...main]) expect(at(line), line).toBeGreaterThan(1);
    expect(Math.max(...sidebar.map(at))).toBeLessThan(Math.min(...main.map(at)));
    expect(lines).toContain('Senior Site Reliability Engineer, Northwind Payments, Berlin');
  });

  it('keeps a one-column CV with dates set flush right on its lines', async () => {
    const lines = (await textOf('letter-spaced.pdf')).split('\n');
    expect(lines).toContain('BSc Nursing, University of Colorado  2012 – 2016');
    expect(lines).toContain('Sepsis care workshop  2022');
  });
});
