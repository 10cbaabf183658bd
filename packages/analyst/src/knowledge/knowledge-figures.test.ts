import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './load-knowledge';
import type { OccupationRecord } from './types';

const knowledge = loadKnowledge();

function occupation(code: string): OccupationRecord {
  const record = knowledge.byCode.get(code);
  if (!record) throw new Error(`${code} missing`);
  return record;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('knowledge dataset figures', () => {
  it('has every O*NET 29.3 occupation, military included, each with a title and a category', () => {
    expect(knowledge.occupations).toHaveLength(1016);
    expect(knowledge.byMajorGroup.get('55-0000')).toHaveLength(19);
    for (const o of knowledge.occupations) {
      expect(o.title.length, o.code).toBeGreaterThan(0);
      expect(knowledge.categoryById.has(o.category), o.code).toBe(true);
      expect(knowledge.majorGroupByCode.has(o.majorGroup), o.code).toBe(true);
    }
  });

  it('gives Software Developers the published figures', () => {
    const dev = occupation('15-1252.00');
    expect(dev.exposure.gpts?.gpt4.beta).toBeCloseTo(0.87, 2);
    expect(dev.exposure.gpts?.human.beta).toBeCloseTo(0.45, 2);
    expect(dev.exposure.microsoft?.value).toBeCloseTo(0.284, 3);
    expect(dev.projections?.employment2024).toBe(1_693_800);
    expect(dev.projections?.changePct).toBe(15.8);
    expect(dev.projections?.medianWage2024).toBe(133_080);
    expect(dev.exposure.freyOsborne).toMatchObject({
      how: 'crosswalk',
      from: ['15-1132', '15-1133'],
    });
  });

  it('reaches Registered Nurses’ Frey-Osborne value only through the derived rule', () => {
    expect(occupation('29-1141.00').exposure.freyOsborne).toEqual({
      value: 0.009,
      how: 'derived',
      from: ['29-1111'],
      range: null,
      confidence: 'high',
    });
  });

  it('has no Frey-Osborne or AIOE figure for Data Scientists, new in SOC 2018', () => {
    const exposure = occupation('15-2051.00').exposure;
    expect(exposure.freyOsborne).toBeNull();
    expect(exposure.aioe).toBeNull();
    expect(exposure.lmAioe).toBeNull();
    expect(exposure.gpts?.gpt4.beta).toBeCloseTo(0.75, 2);
  });

  it('matches the README’s Anthropic usage shares', () => {
    expect(occupation('11-2021.00').exposure.anthropic?.sharePct).toBeCloseTo(0.13, 2);
    expect(occupation('29-1141.00').exposure.anthropic?.sharePct).toBeCloseTo(0.017, 3);
    expect(occupation('53-3032.00').exposure.anthropic?.sharePct).toBeCloseTo(0.03, 2);
  });

  it('splits parenthetical titles into separate aliases', () => {
    const texts = knowledge.titlesByCode.get('29-1141.00')?.en.map(([text]) => text) ?? [];
    expect(texts).toEqual(
      expect.arrayContaining(['Registered Nurse (RN)', 'Registered Nurse', 'RN']),
    );
  });

  it('aggregates task exposure to work activities with names in the IWA table', () => {
    const iwas = occupation('15-1252.00').iwas;
    expect(iwas.length).toBeGreaterThan(5);
    for (const iwa of iwas) expect(knowledge.iwaById.has(iwa.id), iwa.id).toBe(true);
  });

  it('holds no source prose: no string in an occupation or title record is over 150 characters', () => {
    const records: unknown[] = [...knowledge.occupations, ...knowledge.titles, ...knowledge.iwas];
    const long = records.flatMap(strings).filter((s) => s.length > 150);
    expect(long).toEqual([]);
  });

  it('loads fast and only once', () => {
    expect(loadKnowledge()).toBe(knowledge);
    console.info(`knowledge loaded in ${knowledge.loadMs.toFixed(0)} ms`);
    expect(knowledge.loadMs).toBeLessThan(1500);
  });
});
