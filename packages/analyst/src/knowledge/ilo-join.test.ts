/**
 * Rule I1 (scripts/knowledge/MAPPING.md): the ILO's generative-AI exposure per ISCO-08 unit group,
 * carried to O*NET codes through ISCO-08 → SOC 2010 → SOC 2018. The pure rule is tested on small
 * made-up tables; the readers and the committed dataset on the real files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { mapIloToSoc2018 } from '../../../../scripts/knowledge/mapping/isco-to-soc2018';
import {
  readIloScores,
  readIscoToSoc2010,
  type IloScore,
} from '../../../../scripts/knowledge/sources/ilo';
import { loadKnowledge } from './load-knowledge';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_DIR = path.resolve(
  process.env.KNOWLEDGE_SOURCE_DIR ?? path.join(REPO_ROOT, '../shared/data'),
);
const HAS_SOURCES = fs.existsSync(path.join(SOURCE_DIR, 'ilo-genai-exposure-isco08'));

const score = (value: number, level: IloScore['level'], potential: IloScore['potential']) => ({
  score: value,
  level,
  potential,
});

describe('ISCO-08 → SOC 2018 rule', () => {
  const scores = new Map<string, IloScore>([
    ['2512', score(0.34, 'low', 'other')],
    ['2514', score(0.44, 'low', 'augmentation')],
    ['2111', score(0.35, 'low', 'augmentation')],
    ['2113', score(0.31, 'low', 'augmentation')],
    ['4132', score(0.7, 'medium', 'automation')],
  ]);
  const soc2010To2018 = new Map([
    ['15-1132', ['15-1252']],
    ['15-1133', ['15-1252', '15-1299']],
    ['19-2099', ['19-2099']],
    ['43-9021', ['43-9021']],
    ['55-1011', ['55-1011']],
  ]);

  it('copies a group to every code it reaches and averages the groups reaching one code', () => {
    const { bySoc } = mapIloToSoc2018(
      scores,
      new Map([
        ['2512', ['15-1132', '15-1133']],
        ['2514', ['15-1133']],
      ]),
      soc2010To2018,
    );
    // 2512 reaches 15-1252 by two paths and still counts once.
    expect(bySoc.get('15-1252')).toEqual({
      value: 0.39,
      level: 'low',
      potential: null,
      how: 'averaged',
      from: ['2512', '2514'],
      range: [0.34, 0.44],
    });
    expect(bySoc.get('15-1299')).toMatchObject({ value: 0.39, from: ['2512', '2514'] });
  });

  it('keeps one group’s level and potential and calls it single', () => {
    const { bySoc } = mapIloToSoc2018(scores, new Map([['4132', ['43-9021']]]), soc2010To2018);
    expect(bySoc.get('43-9021')).toEqual({
      value: 0.7,
      level: 'medium',
      potential: 'automation',
      how: 'single',
      from: ['4132'],
      range: null,
    });
  });

  it('reads a three-digit ISCO code as all its scored unit groups', () => {
    const { bySoc } = mapIloToSoc2018(scores, new Map([['211', ['19-2099']]]), soc2010To2018);
    expect(bySoc.get('19-2099')).toMatchObject({ value: 0.33, from: ['2111', '2113'] });
  });

  it('gives no figure where the groups have no score, and lists scored groups that reach nothing', () => {
    const { bySoc, unmapped } = mapIloToSoc2018(
      scores,
      new Map([
        ['0110', ['55-1011']],
        ['4132', ['43-9021']],
      ]),
      soc2010To2018,
    );
    expect(bySoc.has('55-1011')).toBe(false);
    expect(unmapped).toEqual(['2111', '2113', '2512', '2514']);
  });
});

describe.skipIf(!HAS_SOURCES)('ILO and crosswalk readers (needs ../shared/data)', () => {
  it('reads the published scores, padding the armed forces and leaving NA out', () => {
    const ilo = readIloScores(SOURCE_DIR);
    expect(ilo.get('2512')).toEqual({ score: 0.34, level: 'low', potential: 'other' });
    expect(ilo.get('2221')?.score).toBe(0.25);
    expect(ilo.get('4132')).toEqual({ score: 0.7, level: 'medium', potential: 'automation' });
    expect(ilo.get('4131')?.level).toBe('high');
    // 110, 210, 310 are 0110, 0210, 0310 with no score: neither spelling is read as a figure.
    expect(ilo.has('110') || ilo.has('0110')).toBe(false);
    expect(ilo.size).toBe(436 - 9);
  });

  it('trims the trailing spaces of the crosswalk codes', () => {
    const crosswalk = readIscoToSoc2010(SOURCE_DIR);
    const codes = [...crosswalk].flatMap(([isco, socs]) => [isco, ...socs]);
    expect(codes.filter((code) => code !== code.trim())).toEqual([]);
    expect(crosswalk.get('2512')).toEqual(['15-1132', '15-1133']);
    expect(crosswalk.get('2221')).toContain('29-1141');
    // "3322 " and "41-4012 " in the file.
    expect(crosswalk.get('3322')).toContain('41-4012');
    expect(crosswalk.get('0110')).toContain('55-1011');
  });
});

describe('ILO figures in the committed dataset', () => {
  const knowledge = loadKnowledge();
  const ilo = (code: string) => knowledge.byCode.get(code)?.exposure.ilo;

  it('holds the published spot checks', () => {
    expect(ilo('15-1252.00')).toMatchObject({ value: 0.34, how: 'single', from: ['2512'] });
    expect(ilo('29-1141.00')).toMatchObject({ value: 0.25, from: ['2221'] });
    expect(ilo('43-9021.00')).toMatchObject({
      value: 0.7,
      level: 'medium',
      potential: 'automation',
    });
  });

  it('averages where several groups reach an occupation and records them', () => {
    const qa = ilo('15-1253.00')!;
    expect(qa.how).toBe('averaged');
    expect(qa.from.length).toBeGreaterThan(1);
    expect(qa.range![0]).toBeLessThanOrEqual(qa.value);
    expect(qa.range![1]).toBeGreaterThanOrEqual(qa.value);
  });

  it('covers every civilian occupation the crosswalk reaches, and no military one', () => {
    const covered = knowledge.occupations.filter((o) => o.exposure.ilo !== null);
    expect(covered).toHaveLength(991);
    expect(knowledge.byMajorGroup.get('55-0000')!.every((o) => o.exposure.ilo === null)).toBe(true);
    expect(knowledge.meta.coverage.ilo).toBe(covered.length);
  });
});
