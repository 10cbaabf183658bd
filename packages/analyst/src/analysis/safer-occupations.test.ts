import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { skillProfiles } from '../knowledge/skill-profiles';
import { analystContext } from './analyst-context';
import { annualWage } from './labor-baselines';
import {
  LOWEST_WAGE,
  PAY_CUT_FROM_RATE,
  SAFER_MARGIN,
  SAFER_MAX,
  SAFER_MIN_SIMILARITY,
  SIMILAR_WAGE,
  educationStep,
  findSaferOccupations,
  whyNoSaferMove,
} from './safer-occupations';

const knowledge = loadKnowledge();
const context = analystContext(knowledge);
const profiles = skillProfiles(knowledge);

function movesOf(code: string) {
  const occupation = knowledge.byCode.get(code)!;
  return findSaferOccupations(context, occupation, context.scores.get(code)!.aiReplacementRate);
}

function wageOf(code: string): number | null {
  const wages = knowledge.byCode.get(code)!.wages;
  return wages ? annualWage(wages) : null;
}

describe('safer neighbouring occupations', () => {
  it('are plausible moves: alike, clearly less exposed, no lower preparation, covered by a study', () => {
    let exposed = 0;
    let exposedWithMoves = 0;
    for (const occupation of knowledge.occupations) {
      const score = context.scores.get(occupation.code)!;
      if (score.studiesAvailable === 0) continue;
      const safer = findSaferOccupations(context, occupation, score.aiReplacementRate);
      if (score.aiReplacementRate >= PAY_CUT_FROM_RATE) {
        exposed += 1;
        if (safer.length > 0) exposedWithMoves += 1;
      }
      expect(safer.length).toBeLessThanOrEqual(SAFER_MAX);
      const ownWage = wageOf(occupation.code);
      for (const item of safer) {
        const other = knowledge.byCode.get(item.code)!;
        const otherScore = context.scores.get(item.code)!;
        expect(item.code).not.toBe(occupation.code);
        expect(otherScore.studiesAvailable).toBeGreaterThan(0);
        expect(item.ai_replacement_rate).toBe(otherScore.aiReplacementRate);
        expect(item.ai_replacement_rate).toBeLessThanOrEqual(
          score.aiReplacementRate - SAFER_MARGIN,
        );
        expect(profiles.similarity(occupation.code, item.code)).toBeGreaterThanOrEqual(
          SAFER_MIN_SIMILARITY,
        );
        expect(other.jobZone!).toBeGreaterThanOrEqual(occupation.jobZone!);
        expect(item.title_zh).toMatch(/[\u4e00-\u9fff]/);
        const otherWage = wageOf(item.code);
        const ratio = ownWage === null || otherWage === null ? 1 : otherWage / ownWage;
        expect(ratio).toBeGreaterThanOrEqual(LOWEST_WAGE);
        // A pay cut is named, and offered only from a highly exposed job.
        expect(item.trade_off === 'lower-wage').toBe(ratio < SIMILAR_WAGE);
        if (ratio < SIMILAR_WAGE) {
          expect(score.aiReplacementRate).toBeGreaterThanOrEqual(PAY_CUT_FROM_RATE);
        }
      }
    }
    // Highly exposed jobs are the ones that need a way out; nearly all have one.
    expect(exposedWithMoves / exposed).toBeGreaterThan(0.85);
  });

  it('come most alike first, those that keep the pay before any that do not', () => {
    const customerService = movesOf('43-4051.00');
    expect(customerService.length).toBeGreaterThanOrEqual(3);
    const similarities = customerService.map((item) =>
      profiles.similarity('43-4051.00', item.code)!,
    );
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });

  it('name a move that asks for two or more steps more preparation', () => {
    // Customer service representatives (job zone 2, a high-school diploma) to sales managers (4).
    const sales = movesOf('43-4051.00').find((item) => item.code === '11-2022.00');
    expect(sales?.trade_off).toBe('more-preparation');
    for (const item of movesOf('35-2014.00')) {
      // Cooks to chefs (zone 2 to 3) or institution cooks: a step, not a new training.
      const cooks = knowledge.byCode.get('35-2014.00')!;
      const other = knowledge.byCode.get(item.code)!;
      const isFar =
        other.jobZone! - cooks.jobZone! >= 2 ||
        (educationStep(other) ?? 0) - (educationStep(cooks) ?? 0) >= 2;
      expect(item.trade_off === 'more-preparation').toBe(isFar);
    }
  });
});

/** Codes a person in the job could move into, by SOC major group (the first two digits). */
const SANITY: { code: string; job: string; groups: string[]; includes?: string }[] = [
  { code: '29-1141.00', job: 'registered nurse', groups: ['29'], includes: '29-1151.00' },
  { code: '53-3053.00', job: 'rideshare driver', groups: ['53'] },
  { code: '53-3054.00', job: 'taxi driver', groups: ['53', '43'] },
  { code: '43-5021.00', job: '外卖骑手 (couriers)', groups: ['53', '43'] },
  { code: '53-3031.00', job: 'driver/sales worker', groups: ['53', '43', '41'] },
  {
    code: '15-1252.00',
    job: 'software developer',
    groups: ['15', '11', '17'],
    includes: '11-3021.00',
  },
  { code: '13-2011.00', job: 'accountant', groups: ['13', '11', '41'], includes: '11-3031.00' },
  { code: '41-2011.00', job: 'cashier', groups: ['41', '43', '31'], includes: '41-1011.00' },
  { code: '53-3032.00', job: 'truck driver', groups: ['53', '49', '47'], includes: '53-4022.00' },
  { code: '27-1024.00', job: 'graphic designer', groups: ['27', '11', '15'] },
  { code: '43-4051.00', job: 'customer service representative', groups: ['43', '41', '13', '11'] },
  { code: '27-3091.00', job: 'translator', groups: ['25', '27', '29'], includes: '25-3011.00' },
  {
    code: '35-2014.00',
    job: 'restaurant cook',
    groups: ['35', '51', '11'],
    includes: '35-1011.00',
  },
];

describe('career moves for well-known jobs', () => {
  it('never send a registered nurse to licensed practical nursing or nursing assistance', () => {
    const codes = movesOf('29-1141.00').map((item) => item.code);
    expect(codes).not.toContain('29-2061.00');
    expect(codes).not.toContain('31-1131.00');
  });

  it('never send a rideshare or taxi driver into mining', () => {
    for (const code of ['53-3053.00', '53-3054.00']) {
      const moves = movesOf(code);
      expect(moves.length).toBeGreaterThan(0);
      for (const item of moves) expect(item.code.startsWith('47-5')).toBe(false);
    }
  });

  it.each(SANITY)('keep a $job in a field it knows', ({ code, groups, includes }) => {
    const moves = movesOf(code);
    for (const item of moves) expect(groups).toContain(item.code.slice(0, 2));
    if (includes) expect(moves.map((item) => item.code)).toContain(includes);
  });
});

describe('why a job has no safer move', () => {
  const reasonOf = (code: string) =>
    whyNoSaferMove(
      context,
      knowledge.byCode.get(code)!,
      context.scores.get(code)!.aiReplacementRate,
    );

  it('tells apart no comparison, no less exposed neighbour, and no plausible one', () => {
    // Graphic designers: floral designers are less exposed, but a step down, and unlike.
    expect(movesOf('27-1024.00')).toEqual([]);
    expect(reasonOf('27-1024.00')).toBe('none-alike');
    // Oral surgeons (2 %): nothing a study covers is ten points lower still.
    expect(reasonOf('29-1022.00')).toBe('none-less-exposed');
    // Managers, All Other: O*NET rates no skills for it.
    expect(reasonOf('11-9199.00')).toBe('no-ratings');
  });

  it('never contradicts a list: no comparison or no less exposed neighbour means no move', () => {
    for (const occupation of knowledge.occupations) {
      const score = context.scores.get(occupation.code)!;
      if (score.studiesAvailable === 0) continue;
      const rate = score.aiReplacementRate;
      if (whyNoSaferMove(context, occupation, rate) !== 'none-alike') {
        expect(findSaferOccupations(context, occupation, rate)).toEqual([]);
      }
    }
  });
});
