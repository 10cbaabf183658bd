/**
 * Benchmark of the built-in assessment engine: `npx tsx packages/analyst/src/assessment/bench-assessment.ts`.
 * Runs a whole credit assessment (20 questions, 3 challenges) for 200 occupations spread over the
 * code list, in both languages in turn, after a warm-up, and prints the median and p99 time of
 * each engine call. Not a test: it never fails on timing.
 */
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { ANALYST_IDS } from '@irreplaceable/contracts/analysis/analysts';
import { analyzeJob } from '../analysis/analyze-job';
import { sampleOccupationCodes } from '../analysis/sample-occupations';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import type { AssessmentContext, AssessmentSoFar } from './types';

const RUNS = 200;
const knowledge = loadKnowledge();
const engine = createBuiltinAssessmentEngine({ knowledge });

const contexts: AssessmentContext[] = sampleOccupationCodes(knowledge, RUNS).map((code, index) => {
  const occupation = knowledge.byCode.get(code)!;
  const { reviews: _reviews, ...analysis } = analyzeJob(
    { title: occupation.title, occupations: [{ code, score: 1 }] },
    knowledge,
  );
  const language = index % 2 === 0 ? 'en' : 'zh';
  return {
    assessmentId: `bench-${index}`,
    language,
    analyst: ANALYST_IDS[index % ANALYST_IDS.length] as TAnalystId,
    type: 'credit',
    job: {
      id: index,
      title: language === 'en' ? analysis.canonical_title : analysis.title_zh,
      analysis,
    },
  };
});

const ANSWERS = [
  ['I want to switch careers', 'Very little; it is a fresh start', 'Five to ten'],
  ['我打心底喜欢这类工作', '琢磨棘手的难题', '直接和人打交道'],
] as const;

const times = new Map<string, number[]>();
async function timed<T>(name: string, call: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  const list = times.get(name) ?? [];
  list.push(performance.now() - started);
  times.set(name, list);
  return result;
}

async function run(context: AssessmentContext, index: number) {
  const [a1, a2, a3] = ANSWERS[index % 2]!;
  const q1 = await timed('question1', () => engine.question1(context));
  const q2 = await timed('question2', () => engine.question2(context, a1));
  const q3 = await timed('question3', () => engine.question3(context, a1, a2));
  const questions = await timed('phase2Questions(20)', () => engine.phase2Questions(context, 20));
  const soFar: AssessmentSoFar = {
    phase1: [
      { question: q1.value, answer: a1 },
      { question: q2.value, answer: a2 },
      { question: q3.value, answer: a3 },
    ],
    phase2: questions.map((question, n) => ({ question, selected: question.options[n % 4]!.id })),
    challenges: [],
  };
  await timed('interimSummary', () => engine.interimSummary(context, soFar));
  const challenges = await timed('challenges(3)', () => engine.challenges(context, soFar, 3));
  soFar.challenges = challenges.value.map((challenge) => ({
    challenge,
    choice: 'b',
    thoughts: '',
  }));
  await timed('finalReport', () => engine.finalReport(context, soFar));
}

for (const [index, context] of contexts.entries()) await run(context, index); // warm-up
times.clear();
for (const [index, context] of contexts.entries()) await run(context, index);

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`built-in assessment engine, ${RUNS} assessments (en and zh, four analysts):`);
for (const [name, list] of times) {
  const sorted = [...list].sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(20)} median ${at(sorted, 0.5).toFixed(3)} ms, p99 ${at(sorted, 0.99).toFixed(3)} ms`,
  );
}
