/**
 * The career moves proposed for well-known occupations, for reading by eye:
 * `npx tsx packages/analyst/src/analysis/print-safer-moves.ts`. Prints each move with its rate,
 * job zone and median wage, then the time of one `findSaferOccupations` call over every
 * occupation a study covers. Not a test: it never fails.
 */
import { loadKnowledge } from '../knowledge/load-knowledge';
import { skillProfiles } from '../knowledge/skill-profiles';
import type { OccupationRecord } from '../knowledge/types';
import { analystContext } from './analyst-context';
import { annualWage } from './labor-baselines';
import { findSaferOccupations, whyNoSaferMove } from './safer-occupations';

const WELL_KNOWN = [
  '29-1141.00', // registered nurse
  '53-3053.00', // rideshare driver (the matcher's first occupation)
  '53-3054.00', // taxi driver
  '43-5021.00', // 外卖骑手 (the matcher's first occupation)
  '53-3031.00', // 外卖骑手 (second): driver/sales workers
  '15-1252.00', // software developer
  '13-2011.00', // accountant
  '41-2011.00', // cashier
  '53-3032.00', // truck driver
  '27-1024.00', // graphic designer
  '43-4051.00', // customer service representative
  '27-3091.00', // translator
  '41-9041.00', // telemarketer
  '43-9021.00', // data entry keyer
  '23-2011.00', // paralegal
  '43-6014.00', // secretary
  '35-2014.00', // restaurant cook
  '25-2021.00', // elementary school teacher
  '13-1161.00', // market research analyst
  '15-1232.00', // computer user support specialist
];
const ROUNDS = 3;

const knowledge = loadKnowledge();
const context = analystContext(knowledge);
const covered = knowledge.occupations.filter(
  (occupation) => context.scores.get(occupation.code)!.studiesAvailable > 0,
);
const call = (occupation: OccupationRecord) =>
  findSaferOccupations(context, occupation, context.scores.get(occupation.code)!.aiReplacementRate);
// The first call pays for anything built on first use (the skill ratings), so it is timed alone.
const firstStarted = performance.now();
call(covered[0]!);
const firstMs = performance.now() - firstStarted;
const profiles = skillProfiles(knowledge);

function wageOf(occupation: OccupationRecord): string {
  const wage = occupation.wages ? annualWage(occupation.wages) : null;
  return wage === null ? 'wage ?' : `$${Math.round(wage / 1000)}k`;
}

function describe(occupation: OccupationRecord, rate: number): string {
  return `${occupation.title} (${rate}%, zone ${occupation.jobZone ?? '?'}, ${wageOf(occupation)})`;
}

for (const code of WELL_KNOWN) {
  const occupation = knowledge.byCode.get(code)!;
  const rate = context.scores.get(code)!.aiReplacementRate;
  console.log(`${code} ${describe(occupation, rate)}`);
  for (const move of findSaferOccupations(context, occupation, rate)) {
    const other = knowledge.byCode.get(move.code)!;
    const similarity = profiles.similarity(code, move.code)!.toFixed(2);
    const tradeOff = move.trade_off ? `, ${move.trade_off}` : '';
    console.log(`    -> ${describe(other, move.ai_replacement_rate)} [${similarity}${tradeOff}]`);
  }
}

covered.forEach(call); // warm-up
const times: number[] = [];
const counts = [0, 0, 0, 0, 0, 0];
const reasons = new Map<string, number>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const occupation of covered) {
    const started = performance.now();
    const moves = call(occupation);
    times.push(performance.now() - started);
    if (round === 0) counts[moves.length]! += 1;
    if (round === 0 && moves.length === 0) {
      const reason = whyNoSaferMove(
        context,
        occupation,
        context.scores.get(occupation.code)!.aiReplacementRate,
      );
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
  }
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const total = times.reduce((sum, ms) => sum + ms, 0) / ROUNDS;
console.log(
  `\nfindSaferOccupations over ${covered.length} covered occupations × ${ROUNDS}: first call ${firstMs.toFixed(1)} ms; median ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms; all occupations once ${total.toFixed(0)} ms`,
);
console.log(`moves per occupation (0..5): ${counts.join(' / ')}`);
console.log(`why none: ${[...reasons].map(([reason, count]) => `${reason} ${count}`).join(', ')}`);
