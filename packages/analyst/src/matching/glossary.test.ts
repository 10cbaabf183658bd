import { describe, expect, it } from 'vitest';
import { GLOSSARY, type GlossaryPair } from './glossary';
import { RARE_TITLE_GLOSSARY } from './rare-title-glossary';
import { matchTokens, zhKey } from './text-normalize';

/**
 * "The first pair for a word wins" means a later pair giving the same word another name is
 * silently ignored; a second name must say which way it reads (zh>en or en>zh), so none is lost
 * by accident. Spelling variants with the same name ("Front-End", "Front End") are harmless.
 */
function conflicting(
  pairs: readonly GlossaryPair[],
  key: (pair: GlossaryPair) => string,
  name: (pair: GlossaryPair) => string,
): string[] {
  const names = new Map<string, string>();
  return pairs.flatMap((pair) => {
    const first = names.get(key(pair));
    if (first === undefined) names.set(key(pair), name(pair));
    return first !== undefined && first !== name(pair) ? [`${pair[0]} ${pair[1]}`] : [];
  });
}

describe('glossary', () => {
  it("writes each English word with one Chinese name, the rarer titles' words included", () => {
    const writers = [...GLOSSARY, ...RARE_TITLE_GLOSSARY].filter(
      ([, , direction]) => direction !== 'zh>en',
    );
    const english = ([en]: GlossaryPair) => matchTokens(en).join(' ');
    expect(conflicting(writers, english, ([, zh]) => zh)).toEqual([]);
  });

  it('reads each Chinese word as one English name', () => {
    const readers = GLOSSARY.filter(([, , direction]) => direction !== 'en>zh');
    expect(
      conflicting(
        readers,
        ([, zh]) => zhKey(zh),
        ([en]) => en,
      ),
    ).toEqual([]);
  });
});
