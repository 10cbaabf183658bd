// Phases 3 to 5: the interim summary, the challenges and their answers, and the final report.
import type {
  TPhase3Response,
  TPhase4ChallengesResponse,
  TPhase4SubmitResponse,
  TPhase5Response,
} from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { ASSESSMENT, type Language } from '@irreplaceable/contracts/constants';
import { startWaiting } from '@irreplaceable/analyst/llm/waiting-step';
import { AppError } from '../../platform/errors/app-error';
import type { AssessmentCore } from './assessment-core';
import { publicChallenge, soFar } from './assessment-state';
import type { AssessedJob, AssessmentRow } from './repository';

const PLACEHOLDER_THOUGHTS = new Set<string>(Object.values(ASSESSMENT.noThoughts));
/** The app's "no additional thoughts" stands for no follow-up at all. */
const withoutPlaceholder = (thoughts: string) =>
  PLACEHOLDER_THOUGHTS.has(thoughts.trim()) ? '' : thoughts.trim();

export function createReportPhases(core: AssessmentCore) {
  const {
    engine,
    now,
    once,
    stateOf,
    jobTitle,
    contextOf,
    reportFor,
    loadJob,
    wrongPhase,
    requireOpenAt,
    mutate,
    submitted,
  } = core;

  return {
    async phase3(userId: string, id: string): Promise<TPhase3Response> {
      let job: AssessedJob | undefined;
      const step = startWaiting();
      return once(`${userId}:${id}:phase3`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const answer = (current: AssessmentRow): TPhase3Response => {
            const interim = stateOf(current).interim!;
            return {
              interim_summary: interim.summary,
              current_phase: current.currentPhase,
              status: current.status,
              engine: interim.engine,
            };
          };
          if (state.interim) return { result: answer };
          requireOpenAt(row, 3);
          job ??= await loadJob(row);
          const generated = await engine.interimSummary(contextOf(row, job), soFar(state), {
            step,
          });
          return {
            changes: {
              currentPhase: 4,
              state: {
                ...state,
                engine: generated.engine,
                interim: { summary: generated.value, engine: generated.engine },
              },
            },
            result: answer,
          };
        }),
      );
    },

    async phase4Challenges(
      userId: string,
      id: string,
      requestedCount: number | undefined,
    ): Promise<TPhase4ChallengesResponse> {
      let job: AssessedJob | undefined;
      const step = startWaiting();
      return once(`${userId}:${id}:challenges`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          const answer = (current: AssessmentRow): TPhase4ChallengesResponse => {
            const currentState = stateOf(current);
            const { list, engine: writer } = currentState.challenges!;
            const answeredNumbers = new Set(
              currentState.challengeAnswers.map((entry) => entry.challenge_number),
            );
            return {
              mirror_challenges: {
                challenges: list.map((challenge) => ({
                  ...publicChallenge(challenge),
                  answered: answeredNumbers.has(challenge.challenge_number),
                })),
              },
              challenge_count: list.length,
              answered: answeredNumbers.size,
              current_phase: current.currentPhase,
              engine: writer,
            };
          };
          if (state.challenges) return { result: answer };
          requireOpenAt(row, 4);
          job ??= await loadJob(row);
          const count = requestedCount ?? ASSESSMENT.defaultChallengeCount;
          const generated = await engine.challenges(contextOf(row, job), soFar(state), count, {
            step,
          });
          return {
            changes: {
              state: {
                ...state,
                engine: generated.engine,
                challenges: { list: generated.value, engine: generated.engine },
              },
            },
            result: answer,
          };
        }),
      );
    },

    async submitPhase4(
      userId: string,
      id: string,
      body: { challenge_number: number; user_reflection: string; additional_thoughts: string },
    ): Promise<TPhase4SubmitResponse> {
      return mutate(userId, id, async (row) => {
        const state = stateOf(row);
        const answer = (current: AssessmentRow): TPhase4SubmitResponse => {
          const currentState = stateOf(current);
          const total = currentState.challenges?.list.length ?? 0;
          const answered = currentState.challengeAnswers.length;
          return {
            ...submitted(current, total > 0 && answered === total),
            challenge_number: body.challenge_number,
            answered,
            remaining: total - answered,
          };
        };
        const earlier = state.challengeAnswers.find(
          (entry) => entry.challenge_number === body.challenge_number,
        );
        if (earlier) return { result: answer };
        requireOpenAt(row, 4);
        if (!state.challenges) throw wrongPhase(row);
        const challenge = state.challenges.list.find(
          (candidate) => candidate.challenge_number === body.challenge_number,
        );
        if (!challenge) throw new AppError('validation_error', { field: 'challenge_number' });
        if (!challenge.choices.some((choice) => choice.id === body.user_reflection)) {
          throw new AppError('validation_error', { field: 'user_reflection' });
        }
        const challengeAnswers = [
          ...state.challengeAnswers,
          {
            challenge_number: body.challenge_number,
            choice: body.user_reflection,
            thoughts: withoutPlaceholder(body.additional_thoughts),
          },
        ];
        const complete = challengeAnswers.length === state.challenges.list.length;
        return {
          changes: { currentPhase: complete ? 5 : 4, state: { ...state, challengeAnswers } },
          result: answer,
        };
      });
    },

    async phase5(userId: string, id: string, language: Language): Promise<TPhase5Response> {
      let job: AssessedJob | undefined;
      const step = startWaiting();
      return once(`${userId}:${id}:phase5:${language}`, () =>
        mutate(userId, id, async (row) => {
          const state = stateOf(row);
          job ??= await loadJob(row);
          const assessedJob = job;
          const answer = (current: AssessmentRow): TPhase5Response => {
            const report = stateOf(current).report!;
            const completedAt = current.completedAt ?? new Date(report.generatedAt);
            const worded = reportFor(current, assessedJob, language);
            return {
              ...worded.value,
              report_language: worded.language,
              assessment_id: current.id,
              assessment_summary: {
                assessment_type: current.type,
                job_id: current.jobId,
                job_title: jobTitle(assessedJob, language),
                selected_llm_model: current.analyst as TAnalystId,
                completion_time: Math.max(
                  0,
                  Math.round((completedAt.getTime() - current.startedAt.getTime()) / 1000),
                ),
                generated_at: report.generatedAt,
                phase2_questions: stateOf(current).phase2.questions.length,
                challenges: stateOf(current).challenges?.list.length ?? 0,
              },
              generated_at: report.generatedAt,
              job_language: current.jobLanguage,
              engine: report.engine,
              expires_at: current.expiresAt?.toISOString() ?? null,
            };
          };
          if (state.report) return { result: answer };
          requireOpenAt(row, 5);
          const generated = await engine.finalReport(contextOf(row, assessedJob), soFar(state), {
            step,
          });
          const generatedAt = now();
          return {
            changes: {
              status: 'completed',
              completedAt: generatedAt,
              fitScore: generated.value.fit_score,
              state: {
                ...state,
                engine: generated.engine,
                report: {
                  value: generated.value,
                  engine: generated.engine,
                  generatedAt: generatedAt.toISOString(),
                },
              },
            },
            result: answer,
          };
        }),
      );
    },
  };
}
