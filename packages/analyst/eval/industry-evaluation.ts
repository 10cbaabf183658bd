import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findIndustries } from '../src/industry/find-industry';
import { loadIndustries, type IndustryBase } from '../src/industry/industry-base';

export interface IndustryQuery {
  language: 'en' | 'zh';
  query: string;
  naics: string;
}

export interface IndustryTally {
  total: number;
  /** The first result is the labelled code or its direct parent. */
  correct: number;
  misses: { query: string; expected: string; got: string | null }[];
}

const FILE = fileURLToPath(new URL('./industry-queries.tsv', import.meta.url));

export function readIndustryQueries(file = FILE): IndustryQuery[] {
  const [, ...lines] = fs.readFileSync(file, 'utf8').split(/\r?\n/);
  return lines
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [language = '', query = '', naics = ''] = line.split('\t').map((cell) => cell.trim());
      if (language !== 'en' && language !== 'zh') throw new Error(`Bad language in "${line}"`);
      return { language, query, naics };
    });
}

/**
 * The codes that count for a label: the labelled code, the codes NAICS repeats it under with the
 * same title (a level with a single child, 5162 = 51621 = 516210), and the direct parent above.
 */
export function acceptedCodes(base: IndustryBase, expected: string): Set<string> {
  const accepted = new Set([expected]);
  const title = (code: string | null | undefined) =>
    code ? base.naics.get(code)?.title : undefined;
  let current = expected;
  for (;;) {
    const parent = base.naics.get(current)?.parent;
    if (!parent) break;
    accepted.add(parent);
    if (title(parent) !== title(current)) break;
    current = parent;
  }
  for (const child of base.children.get(expected) ?? []) {
    if (child.title === title(expected)) {
      accepted.add(child.code);
      for (const grandchild of base.children.get(child.code) ?? []) {
        if (grandchild.title === child.title) accepted.add(grandchild.code);
      }
    }
  }
  return accepted;
}

/** Whether the answer counts: the labelled industry (under any of its codes) or its direct parent. */
export function lands(base: IndustryBase, got: string, expected: string): boolean {
  return acceptedCodes(base, expected).has(got);
}

export function evaluateIndustryQueries(
  base: IndustryBase = loadIndustries(),
): Record<'en' | 'zh', IndustryTally> {
  const report = {
    en: { total: 0, correct: 0, misses: [] },
    zh: { total: 0, correct: 0, misses: [] },
  } as Record<'en' | 'zh', IndustryTally>;
  for (const { language, query, naics } of readIndustryQueries()) {
    const tally = report[language];
    tally.total += 1;
    const outcome = findIndustries(query, base);
    const got = outcome.kind === 'found' ? (outcome.hits[0]?.code ?? null) : null;
    if (got && lands(base, got, naics)) tally.correct += 1;
    else tally.misses.push({ query, expected: naics, got });
  }
  return report;
}
