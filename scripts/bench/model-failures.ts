/**
 * What each way a model provider can fail costs: for one new job page and one job-fit assessment,
 * the requests the provider received and the longest a person waited, against the local
 * OpenAI-compatible stand-in the API tests use (no network). Embedded mode (PGlite, in-process
 * queues).
 *
 *   npx tsx scripts/bench/model-failures.ts [mode ...]
 *
 * The page's wait runs from the search request until its task is finished (the person watches
 * the progress); the assessment's is the slowest of its requests (start, each phase).
 */
import type {
  TSearchJobResponse,
  TTaskStatusResponse,
} from '@irreplaceable/contracts/jobs/search-job';
import type {
  TPhase2QuestionsResponse,
  TPhase4ChallengesResponse,
  TStartAssessmentResponse,
} from '@irreplaceable/contracts/assessments/assessment';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { analystConfigFromEnv } from '@irreplaceable/analyst/llm/analyst-config';
import { createAssessmentEngine } from '@irreplaceable/analyst/assessment/create-assessment-engine';
import { providerBreaker } from '@irreplaceable/analyst/llm/circuit-breaker';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';
import { getMatchIndex } from '@irreplaceable/analyst/matching/match-index';
import { createTestApp } from '../../apps/server/src/test/test-app';
import { bearer } from '../../apps/server/src/test/factories';
import { searchJob } from '../../apps/server/src/test/jobs-fixtures';
import { signInUser } from '../../apps/server/src/test/news-fixtures';
import { applyCreditChange } from '../../apps/server/src/features/credits/ledger';
import {
  startOpenAiStandIn,
  standInEnv,
  type StandInMode,
} from '../../apps/server/src/test/openai-stand-in';

const MODES: StandInMode[] = [
  'happy',
  '500',
  '429',
  'garbage',
  'schema-violating',
  'slow',
  'hang',
  'hostile',
];
/** Shorter than the 60 s default so a hung provider's run ends in minutes; the figures scale. */
const TIMEOUT_MS = 10_000;
const INTERACTIVE_MS = 8_000;
const SLOW_MS = 3_000;
const RETRY_AFTER_S = 1;

/** Polls the search task until it is finished, however long the provider makes it take. */
async function finished(app: Awaited<ReturnType<typeof createTestApp>>['app'], taskId: string) {
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `/api/jobs/status/${taskId}` });
    const task = response.json<TTaskStatusResponse>();
    if (task.status !== 'processing') return task;
    // Often enough to time the wait closely, rarely enough to stay under the read rate limit.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Figures {
  mode: StandInMode;
  pageCalls: number;
  pageWaitMs: number;
  pageEngine: string;
  assessmentCalls: number;
  assessmentLongestMs: number;
  assessmentSteps: number;
}

async function measure(mode: StandInMode): Promise<Figures> {
  const standIn = await startOpenAiStandIn(mode);
  standIn.slowMs = SLOW_MS;
  standIn.retryAfterSeconds = RETRY_AFTER_S;
  const env = {
    ...standInEnv(standIn),
    LLM_TIMEOUT_MS: String(TIMEOUT_MS),
    LLM_INTERACTIVE_TIMEOUT_MS: String(INTERACTIVE_MS),
  };
  const t = await createTestApp('pglite', {
    env,
    deps: { assessmentEngine: createAssessmentEngine(analystConfigFromEnv(env)) },
  });
  try {
    // One new page, from the search until its task is finished.
    let started = Date.now();
    const search = await searchJob(t.app, 'Software Developer');
    const task = await finished(t.app, search.json<TSearchJobResponse>().task_id);
    const pageWaitMs = Date.now() - started;
    const pageCalls = standIn.requestTimes.length;
    const jobId = task.search_result!.generating_jobs[0]!.job_id!;
    const page = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json<{
      engine: { kind: string };
    }>();

    // One assessment, its provider's health as new (the page's failures would pause it).
    providerBreaker.reset();
    const person = await signInUser(t.app, `bench-${mode}`);
    await applyCreditChange(t.app.db, {
      userId: person.user.id,
      amount: CREDITS.assessmentCost,
      kind: 'paid',
      reason: 'admin_grant',
    });
    const before = standIn.requestTimes.length;
    const waits: number[] = [];
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
      started = Date.now();
      const response = await t.app.inject({
        method,
        url: `/api/cognitive-assessment${url}`,
        headers: bearer(person.token),
        ...(payload ? { payload } : {}),
      });
      waits.push(Date.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
      return response.json<T>();
    };
    const { assessment_id: id } = await call<TStartAssessmentResponse>('POST', `/start/${jobId}`, {
      assessment_type: 'credit',
      selected_llm_model: 'gpt',
    });
    await call('GET', `/${id}/phase1/question1`);
    await call('POST', `/${id}/phase1`, {
      question_1_answer: 'I enjoy building things',
      question_2_answer: 'Three years',
      question_3_answer: 'Ten hours a week',
    });
    const { questions } = await call<TPhase2QuestionsResponse>('GET', `/${id}/phase2/questions`);
    for (const question of questions) {
      await call('POST', `/${id}/phase2`, {
        question_id: question.id,
        selected_option: question.options[0]!.id,
      });
    }
    await call('GET', `/${id}/phase3`);
    const challenges = await call<TPhase4ChallengesResponse>('GET', `/${id}/phase4/challenges`);
    for (const challenge of challenges.mirror_challenges.challenges) {
      await call('POST', `/${id}/phase4`, {
        challenge_number: challenge.challenge_number,
        user_reflection: challenge.choices[0]!.id,
      });
    }
    await call('GET', `/${id}/phase5`);
    return {
      mode,
      pageCalls,
      pageWaitMs,
      pageEngine: page.engine.kind,
      assessmentCalls: standIn.requestTimes.length - before,
      assessmentLongestMs: Math.max(...waits),
      assessmentSteps: waits.length,
    };
  } finally {
    await t.close();
    await standIn.close();
  }
}

// Built once per process before anything is timed, as the server does before it listens, and
// one unreported run so that the first mode does not pay for loading code and data.
getMatchIndex(loadKnowledge());
await measure('happy');
const chosen = process.argv.slice(2) as StandInMode[];
console.log(
  `LLM_TIMEOUT_MS=${TIMEOUT_MS}, LLM_INTERACTIVE_TIMEOUT_MS=${INTERACTIVE_MS}, ` +
    `slow answers after ${SLOW_MS} ms, Retry-After ${RETRY_AFTER_S} s`,
);
console.log('mode\tpage calls\tpage wait ms\tpage by\tassessment calls\tlongest step ms');
for (const mode of chosen.length > 0 ? chosen : MODES) {
  const f = await measure(mode);
  console.log(
    [
      f.mode,
      f.pageCalls,
      f.pageWaitMs,
      f.pageEngine,
      `${f.assessmentCalls} (${f.assessmentSteps} steps)`,
      f.assessmentLongestMs,
    ].join('\t'),
  );
}
