import { describe, expect, it } from 'vitest';
import { GLOSSARY, type GlossaryPair } from './glossary';
import { parseRareTitleGlossary, RARE_TITLE_GLOSSARY } from './rare-title-glossary';
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

describe('the rare-title glossary file', () => {
  it('reads each kind in file order and names the line of a malformed row', () => {
    const tsv =
      'kind\ten\tzh\n# note\ntrade\tHelper\t帮工\nwhole\tFarrier\t蹄铁匠\ntrade\tMaker\t制作工\n';
    expect(parseRareTitleGlossary(tsv)).toEqual({
      trade: [
        ['Helper', '帮工'],
        ['Maker', '制作工'],
      ],
      whole: [['Farrier', '蹄铁匠']],
      modifier: [],
    });
    expect(() => parseRareTitleGlossary('word\tHelper\t帮工\n')).toThrow(/line 1: the kind/);
    expect(() => parseRareTitleGlossary('trade\tHelper\tHelper\n')).toThrow(/line 1: an English/);
  });
});
