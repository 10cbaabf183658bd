import {
  ZFinalReport,
  ZInterimSummary,
  ZPhase1Question,
} from '@irreplaceable/contracts/assessments/assessment';
import { describe, expect, it } from 'vitest';
import { analystConfigFromEnv } from '../llm/analyst-config';
import { FAKE_KEYS, startServer } from '../llm/testing/analyst-harness';
import {
  anthropicMessages,
  chatCompletions,
  chatSchemaOf,
  completionReply,
  promptOf,
  type Behaviour,
} from '../llm/testing/fake-providers';
import type { GateReport } from '../llm/gate/gate-report';
import { weakestFirst } from './answer-facts';
import { createBuiltinAssessmentEngine } from './builtin-engine';
import {
  createAssessmentEngine,
  type AssessmentEngineDependencies,
} from './create-assessment-engine';
import { categoryScores, fitScore } from './scoring';
import {
  KEEN,
  answerAll,
  chooseAll,
  contextFor,
  knowledge,
  phase1With,
} from './testing/assessment-fixtures';
import type { AssessmentSoFar } from './types';

const builtin = createBuiltinAssessmentEngine({ knowledge });

async function openAIEngine(
  behave: (index: number) => Behaviour = () => 'ok',
  dependencies: AssessmentEngineDependencies = {},
  timeoutMs = 5000,
) {
  const server = await startServer(chatCompletions('gpt-model', behave));
  const engine = createAssessmentEngine(
    analystConfigFromEnv({
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${server.origin}/v1`,
      LLM_TIMEOUT_MS: String(timeoutMs),
    }),
    { knowledge, ...dependencies },
  );
  return { server, engine };
}

/** An assessment answered up to the challenges, with the built-in engine's questions. */
async function answeredSoFar(language: 'en' | 'zh' = 'en'): Promise<AssessmentSoFar> {
  const context = contextFor('developer', { language });
  const phase1 = await phase1With(builtin, context, KEEN.phase1);
  const phase2 = answerAll(builtin.phase2Questions(context, 20), KEEN.wanted);
  const challenges = (await builtin.challenges(context, { phase1, phase2, challenges: [] }, 3))
    .value;
  return { phase1, phase2, challenges: chooseAll(challenges, () => 'b', 'my own thoughts') };
}

const GPT_ENGINE = { kind: 'llm', label: 'gpt-4.1 (OpenAI)', fallback_reason: null };

describe('the assessment engine with a model', () => {
  it('asks the phase-1 questions through the analyst’s model, in its voice and the job’s figures', async () => {
    const { server, engine } = await openAIEngine();
    const context = contextFor('developer', { language: 'zh' });

    const q1 = await engine.question1(context);
    const q3 = await engine.question3(context, '我想转行', '很少，等于从零开始');

    expect(engine.engineFor('gpt')).toEqual(GPT_ENGINE);
    for (const generated of [q1, q3]) {
      expect(ZPhase1Question.parse(generated.value)).toEqual(generated.value);
      expect(generated.engine).toEqual(GPT_ENGINE);
      expect(generated.value.engine).toEqual(GPT_ENGINE);
    }
    expect(q1.value).toMatchObject({
      question_number: 1,
      question_text: 'gpt-model wrote question_text',
      options: ['gpt-model wrote options[0]'],
    });
    expect(q3.value.question_number).toBe(3);
    const prompt = promptOf(server.requests[1]!);
    expect(prompt).toContain('"Boss"');
    expect(prompt).toContain('Simplified Chinese');
    expect(prompt).toContain(
      `AI replacement rate: ${context.job.analysis.ai_replacement_rate}/100`,
    );
    expect(prompt).toContain('评估设计、规格或其他技术资料');
    expect(prompt).toContain('很少，等于从零开始');
  });

  it('keeps our scores in the interim summary and the report, whatever the model writes', async () => {
    const { server, engine } = await openAIEngine();
    const context = contextFor('developer');
    const soFar = await answeredSoFar();
    const scores = categoryScores(
      soFar.phase2,
      'en',
      soFar.phase1.map((item) => item.answer),
    );

    const interim = await engine.interimSummary(context, soFar);
    const report = await engine.finalReport(context, soFar);

    expect(ZInterimSummary.parse(interim.value)).toEqual(interim.value);
    expect(interim.value.summary).toBe('gpt-model wrote summary');
    expect(interim.value.category_scores).toEqual(scores);
    expect(ZFinalReport.parse(report.value)).toEqual(report.value);
    expect(report.engine).toEqual(GPT_ENGINE);
    expect(report.value.report_5a.cognitive_personal_reflection).toBe(
      'gpt-model wrote report_5a.cognitive_personal_reflection',
    );
    expect(report.value.category_scores).toEqual(scores);
    expect(report.value.fit_score).toBe(fitScore(scores, context.job.analysis));
    // The model is never asked for a score, and is told the computed ones.
    const reportRequest = server.requests[1]!;
    expect(Object.keys(chatSchemaOf(reportRequest).properties ?? {})).toEqual([
      'report_5a',
      'report_5b',
    ]);
    const prompt = promptOf(reportRequest);
    expect(prompt).toContain(`Fit score (computed): ${report.value.fit_score}/100`);
    expect(prompt).toContain('my own thoughts');
    expect(prompt).toContain(soFar.challenges[0]!.challenge.readings.b!);
  });

  it('keeps a model’s short list of next steps as written, mixing in none of ours', async () => {
    // The fake model writes one item for every list.
    const { engine } = await openAIEngine();

    const report = await engine.finalReport(contextFor('developer'), await answeredSoFar());

    expect(report.value.report_5b.next_steps).toEqual(['gpt-model wrote report_5b.next_steps[0]']);
    expect(report.engine).toEqual(GPT_ENGINE);
  });

  it('checks the report like a page: no outside link or image, no figure the job lacks', async () => {
    const context = contextFor('developer', { language: 'zh' });
    const rate = context.job.analysis.ai_replacement_rate;
    const reportWith = async (reflection: string) => {
      const server = await startServer((request, index) =>
        completionReply(
          JSON.stringify({
            report_5a: { cognitive_personal_reflection: reflection, headline: '你适合这份工作。' },
            report_5b: { what_you_need: '多练习沟通。', next_steps: ['报一门课。'] },
          }),
          index,
        ),
      );
      const reports: GateReport[] = [];
      const engine = createAssessmentEngine(
        analystConfigFromEnv({
          OPENAI_API_KEY: FAKE_KEYS.openai,
          OPENAI_BASE_URL: `${server.origin}/v1`,
        }),
        { knowledge, onTextGated: (report) => reports.push(report) },
      );
      return { report: await engine.finalReport(context, await answeredSoFar('zh')), reports };
    };

    const kept = await reportWith(
      `你喜欢解决问题。这份工作的 AI 替代率为 ${rate}%。![p](https://tracker.example.net/p.gif)[领奖](https://tracker.example.net/win)`,
    );
    expect(kept.report.engine).toEqual(GPT_ENGINE);
    expect(kept.report.value.report_5a.cognitive_personal_reflection).toBe(
      `你喜欢解决问题。这份工作的 AI 替代率为 ${rate}%。领奖`,
    );

    const hostile = await reportWith('这份工作毫无价值，替代率 0。AI 替代率99%。你喜欢解决问题。');
    expect(hostile.report.engine.kind).toBe('builtin');
    expect(hostile.report.engine.fallback_reason).toBe(
      'OpenAI stated figures this job does not hold',
    );
    expect(JSON.stringify(hostile.report.value)).not.toContain('99%');
    expect(hostile.reports).toEqual([
      expect.objectContaining({
        part: 'assessment report',
        dropped: 2,
        sentences: 6,
        builtin: ['cognitive_personal_reflection'],
      }),
    ]);
  });

  it('checks the interim summary like a page: a made-up figure dropped and counted, no outside link', async () => {
    const server = await startServer((request, index) =>
      completionReply(
        JSON.stringify({
          headline: 'You learn fast.',
          summary:
            'You like hard problems. You learn new tools quickly. Developers earn $999,999 a year. You explain your work well.',
          strengths: ['Curiosity ![p](https://tracker.example.net/p.gif)'],
          watch_points: ['[Read this](https://tracker.example.net/win) before you decide.'],
        }),
        index,
      ),
    );
    const reports: GateReport[] = [];
    const engine = createAssessmentEngine(
      analystConfigFromEnv({
        OPENAI_API_KEY: FAKE_KEYS.openai,
        OPENAI_BASE_URL: `${server.origin}/v1`,
      }),
      { knowledge, onTextGated: (report) => reports.push(report) },
    );

    const interim = await engine.interimSummary(contextFor('developer'), await answeredSoFar());

    expect(interim.engine).toEqual(GPT_ENGINE);
    expect(interim.value).toMatchObject({
      summary: 'You like hard problems. You learn new tools quickly. You explain your work well.',
      strengths: ['Curiosity'],
      watch_points: ['Read this before you decide.'],
    });
    expect(reports).toEqual([
      expect.objectContaining({ part: 'assessment interim summary', dropped: 1, builtin: [] }),
    ]);
  });

  it('has the model write the challenges, with readings, numbered and choice ids ours', async () => {
    const { server, engine } = await openAIEngine();
    const context = contextFor('developer');
    const soFar = { ...(await answeredSoFar()), challenges: [] };
    const weakest = weakestFirst(
      categoryScores(
        soFar.phase2,
        'en',
        soFar.phase1.map((item) => item.answer),
      ),
    )[0]!.category;

    const { value: challenges, engine: used } = await engine.challenges(context, soFar, 3);

    expect(used).toEqual(GPT_ENGINE);
    expect(Object.keys(chatSchemaOf(server.requests[0]!).properties ?? {})).toEqual([
      'challenge_1',
      'challenge_2',
      'challenge_3',
    ]);
    expect(challenges.map((challenge) => challenge.challenge_number)).toEqual([1, 2, 3]);
    expect(challenges[1]).toEqual({
      challenge_number: 2,
      title: 'gpt-model wrote challenge_2.title',
      challenge_text: 'gpt-model wrote challenge_2.challenge_text',
      choices: ['a', 'b', 'c', 'd'].map((id) => ({
        id,
        text: `gpt-model wrote challenge_2.choices.${id}.text`,
      })),
      follow_up: 'gpt-model wrote challenge_2.follow_up',
      // The fake answers the first category of the list: curiosity.
      require_supplementary: weakest === 'curiosity',
      readings: Object.fromEntries(
        ['a', 'b', 'c', 'd'].map((id) => [id, `gpt-model wrote challenge_2.choices.${id}.reading`]),
      ),
    });
    expect(promptOf(server.requests[0]!)).toContain(`test their weakest category, ${weakest}`);
  });

  it('always takes the phase-2 questions from our bank', async () => {
    const { server, engine } = await openAIEngine();
    const context = contextFor('nurse');
    expect(engine.phase2Questions(context, 20)).toEqual(builtin.phase2Questions(context, 20));
    expect(server.requests).toHaveLength(0);
  });

  it('writes for claude through Anthropic when that key is set', async () => {
    const server = await startServer(anthropicMessages('claude-model'));
    const engine = createAssessmentEngine(
      analystConfigFromEnv({
        ANTHROPIC_API_KEY: FAKE_KEYS.anthropic,
        ANTHROPIC_BASE_URL: `${server.origin}/v1`,
      }),
      { knowledge },
    );
    const context = contextFor('nurse', { analyst: 'claude' });
    const { value, engine: used } = await engine.challenges(context, await answeredSoFar(), 2);
    expect(used.label).toBe('claude-sonnet-4-0 (Anthropic)');
    expect(value.map((challenge) => challenge.title)).toEqual([
      'claude-model wrote challenge_1.title',
      'claude-model wrote challenge_2.title',
    ]);
    expect(promptOf(server.requests[0]!)).toContain('"Mr. Ape"');
  });
});

describe('the assessment engine without a working model', () => {
  it('falls back to the built-in answer after two attempts, saying why', async () => {
    const failures: unknown[] = [];
    const { server, engine } = await openAIEngine(() => 'error-500', {
      onAttemptFailed: (failure) => failures.push(failure),
    });
    const context = contextFor('developer');
    const soFar = await answeredSoFar();

    const q2 = await engine.question2(context, 'I love it');
    const report = await engine.finalReport(context, soFar);

    const fallback = {
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: 'OpenAI unavailable: HTTP 500',
    };
    expect(server.requests).toHaveLength(4);
    expect(q2.engine).toEqual(fallback);
    expect(q2.value).toEqual({
      ...(await builtin.question2(context, 'I love it')).value,
      engine: fallback,
    });
    expect(report.engine).toEqual(fallback);
    expect(report.value).toEqual((await builtin.finalReport(context, soFar)).value);
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatchObject({ analyst: 'gpt', attempt: 1, willRetry: true });
    expect(JSON.stringify([q2, report, failures])).not.toContain(FAKE_KEYS.openai);
  });

  it('falls back on an answer of the wrong shape, labelled in the assessment language', async () => {
    const { engine } = await openAIEngine(() => 'wrong-shape');
    const context = contextFor('nurse', { language: 'zh' });
    const { value, engine: used } = await engine.challenges(context, await answeredSoFar('zh'), 3);
    expect(used).toEqual({
      kind: 'builtin',
      label: '内置分析师',
      fallback_reason: 'OpenAI unavailable: answer did not match the schema',
    });
    expect(value).toEqual((await builtin.challenges(context, await answeredSoFar('zh'), 3)).value);
  });

  it('uses the built-in engine for an analyst whose provider is not configured', async () => {
    const { server, engine } = await openAIEngine();
    const context = contextFor('developer', { analyst: 'gemini' });
    const generated = await engine.question1(context);
    expect(server.requests).toHaveLength(0);
    expect(generated).toEqual(await builtin.question1(context));
    expect(engine.engineFor('gemini').kind).toBe('builtin');
  });

  it('is the built-in engine when no model is configured at all', async () => {
    const engine = createAssessmentEngine(analystConfigFromEnv({}), { knowledge });
    expect(engine.engineFor('gpt')).toEqual(builtin.engineFor('gpt'));
    const context = contextFor('clerk');
    expect(await engine.question1(context)).toEqual(await builtin.question1(context));
  });

  it("stops, and throws, when the caller's own signal aborts", async () => {
    const { engine } = await openAIEngine(() => 'hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('request cancelled')), 50);
    await expect(
      engine.question1(contextFor('developer'), { signal: controller.signal }),
    ).rejects.toThrow('request cancelled');
  });
});
