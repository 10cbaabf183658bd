import { ZChallenge } from '@irreplaceable/contracts/assessments/assessment';
import { describe, expect, it } from 'vitest';
import { weakestFirst } from '../answer-facts';
import { createBuiltinAssessmentEngine } from '../builtin-engine';
import { buildJobProfile } from '../job-profile';
import { categoryScores } from '../scoring';
import {
  answerAll,
  contextFor,
  emptySoFar,
  knowledge,
  phase1With,
} from '../testing/assessment-fixtures';
import type { AssessmentContext, AssessmentSoFar } from '../types';

const engine = createBuiltinAssessmentEngine({ knowledge });

async function soFarFor(context: AssessmentContext, weak: string): Promise<AssessmentSoFar> {
  const phase1 = await phase1With(engine, context, [
    'I love it',
    'Solving tricky problems',
    'Ten or more',
  ]);
  const questions = engine.phase2Questions(context, 20);
  return {
    phase1,
    phase2: answerAll(questions, (question) => (question.category === weak ? 0 : 3)),
    challenges: [],
  };
}

describe('the built-in mirror challenges', () => {
  it('are built from the job’s own exposed activities, advice and rate', async () => {
    for (const language of ['en', 'zh'] as const) {
      const context = contextFor('developer', { language });
      const profile = buildJobProfile(context, knowledge);
      const { value: challenges } = await engine.challenges(context, emptySoFar(), 3);
      expect(challenges).toHaveLength(3);
      const text = challenges.map((challenge) => challenge.challenge_text).join('\n');
      expect(profile.exposed.some((activity) => text.includes(activity.name))).toBe(true);
      expect(text).toContain(profile.human[0]!.name);
      expect(text).toContain(`${context.job.analysis.ai_replacement_rate}%`);
      // The job page's advice is quoted, in the assessment's language.
      const advice = context.job.analysis.content[language].human_advice;
      const adviceStart = advice.replace(/^- \*\*/, '').slice(0, 10);
      expect(text).toContain(adviceStart);
    }
  });

  it('match the contract, with a reading for every choice and numbers in order', async () => {
    const context = contextFor('nurse', { language: 'zh' });
    const { value: challenges, engine: used } = await engine.challenges(context, emptySoFar(), 5);
    expect(used.label).toBe('内置分析师');
    challenges.forEach((challenge, index) => {
      const { readings, ...rest } = challenge;
      expect(ZChallenge.parse(rest)).toEqual(rest);
      expect(challenge.challenge_number).toBe(index + 1);
      expect(challenge.choices.map((choice) => choice.id)).toEqual(['a', 'b', 'c', 'd']);
      expect(Object.keys(readings).sort()).toEqual(['a', 'b', 'c', 'd']);
      for (const text of [
        challenge.title,
        challenge.challenge_text,
        challenge.follow_up,
        ...Object.values(readings),
      ]) {
        expect(text).toMatch(/[\u4e00-\u9fff]/);
        expect(text).not.toMatch(/[{}]/);
      }
    });
  });

  it('test the weakest category and ask for a written reflection there', async () => {
    for (const weak of ['empathy', 'compatibility', 'motivation'] as const) {
      const context = contextFor('developer');
      const soFar = await soFarFor(context, weak);
      const scores = categoryScores(
        soFar.phase2,
        'en',
        soFar.phase1.map((item) => item.answer),
      );
      expect(weakestFirst(scores)[0]!.category).toBe(weak);
      const { value: challenges } = await engine.challenges(context, soFar, 3);
      const required = challenges.filter((challenge) => challenge.require_supplementary);
      expect(required.length, weak).toBeGreaterThanOrEqual(1);
      expect(challenges[2]!.require_supplementary).toBe(true);
    }
    const { value: forEmpathy } = await engine.challenges(
      contextFor('developer'),
      await soFarFor(contextFor('developer'), 'empathy'),
      3,
    );
    const { value: forMotivation } = await engine.challenges(
      contextFor('developer'),
      await soFarFor(contextFor('developer'), 'motivation'),
      3,
    );
    expect(forEmpathy[2]!.title).not.toBe(forMotivation[2]!.title);
  });

  it('still describe a job without rated activities', async () => {
    const context = contextFor('managers');
    const { value: challenges } = await engine.challenges(context, emptySoFar(), 3);
    expect(challenges[0]!.challenge_text).toContain('Routine paperwork and information handling');
    expect(challenges[0]!.challenge_text).toContain(`${context.job.analysis.ai_replacement_rate}%`);
  });
});
