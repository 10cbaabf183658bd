import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (name: string) => fs.readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

describe('the methodology page on industries', () => {
  it.each([
    ['METHODOLOGY.md', /by NAICS sector only/],
    ['METHODOLOGY.zh.md', /只按 NAICS 门类公布/],
  ])('%s describes the staffing levels used and China’s section figures', (name, oldClaim) => {
    const text = read(name);
    expect(text).not.toMatch(oldClaim);
    for (const words of ['QCEW 2024', 'OEWS', '0.5%', '2013', '3,681.8 万']) {
      expect(text.replace(/ %/g, '%')).toContain(words);
    }
  });
});
