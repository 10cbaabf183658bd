import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { loadSkills } from '../knowledge/load-skills';
import { ELEMENT_PHRASES, parseElementPhrases } from './lexicon/element-phrases';
import { GAP_ADVICE, parseGapAdvice } from './lexicon/gap-advice';
import { TECHNOLOGY_ALIASES } from './lexicon/technology-aliases';

const skills = loadSkills(loadKnowledge());
const elementIds = skills.elements.map((e) => e.id);

describe('our CV lexicons point at real O*NET entries', () => {
  it('every technology alias names a technology or a software class that exists', () => {
    const names = new Set(skills.technologies.map((t) => t.name));
    for (const row of TECHNOLOGY_ALIASES) {
      if (row.target.startsWith('class:')) {
        expect(skills.commodities.has(row.target.slice(6)), row.target).toBe(true);
      } else expect(names.has(row.target), row.target).toBe(true);
    }
  });

  it('every element has phrases in both languages, and gap advice in both', () => {
    expect(Object.keys(ELEMENT_PHRASES).sort()).toEqual([...elementIds].sort());
    expect(Object.keys(GAP_ADVICE)).toEqual(elementIds);
    for (const id of elementIds) {
      expect(ELEMENT_PHRASES[id]!.en.length, id).toBeGreaterThan(0);
      expect(ELEMENT_PHRASES[id]!.zh.length, id).toBeGreaterThan(0);
      expect(GAP_ADVICE[id]!.en.length, id).toBeGreaterThan(40);
      expect(GAP_ADVICE[id]!.zh, id).toMatch(/\p{Script=Han}/u);
    }
  });

  it('every element and software class has our Chinese name', () => {
    expect(skills.elements.filter((e) => !e.nameZh)).toEqual([]);
    expect([...skills.commodities.values()].filter((c) => !c.nameZh)).toEqual([]);
  });

  it('occupations without their own ratings name the occupation they borrowed them from', () => {
    const developers = skills.byCode.get('15-1252.00')!;
    expect(developers.importance).toHaveLength(68);
    expect(developers.importanceFrom).toBe('15-1299.08');
    expect(skills.byCode.get('29-1141.00')!.importanceFrom).toBeNull();
  });
});

describe('the lexicon files are read row by row', () => {
  it("keeps each element's phrases in file order, by language", () => {
    const tsv =
      'element\tlanguage\tphrase\n# a note\n2.A.1.a\ten\treading\n2.A.1.a\tzh\t阅读\n2.A.1.a\ten\tcase files\n';
    expect(parseElementPhrases(tsv)).toEqual({
      '2.A.1.a': { en: ['reading', 'case files'], zh: ['阅读'] },
    });
  });

  it('names the line of a malformed row', () => {
    expect(() => parseElementPhrases('2.A.1.a\tfr\tlire\n')).toThrow(/line 1: language/);
    expect(() => parseElementPhrases('reading\ten\treading\n')).toThrow(
      /line 1: "reading" is no element ID/,
    );
    expect(() => parseElementPhrases('2.A.1.a\ten\t reading\n')).toThrow(/line 1: one phrase/);
    expect(() => parseGapAdvice('2.A.1.a\tRead more.\n')).toThrow(/line 1: an element/);
    expect(() => parseGapAdvice('2.A.1.a\tRead.\t读。\n2.A.1.a\tRead.\t读。\n')).toThrow(
      /line 2: 2.A.1.a appears twice/,
    );
  });
});
