import { describe, expect, it } from 'vitest';
import { ZCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { analystConfigFromEnv } from '../../llm/analyst-config';
import { NO_TIME_LEFT } from '../../llm/call-model';
import { startWaiting } from '../../llm/waiting-step';
import { startServer } from '../../llm/testing/analyst-harness';
import { chatCompletions, completionReply, promptOf } from '../../llm/testing/fake-providers';
import type { RecordedRequest, Reply } from '../../llm/testing/loopback-server';
import { analyzeCv } from '../analyze-cv';
import type { CvRecord } from '../cv-record';
import { SHORT_CV_EN } from '../testing/sample-texts';
import { presentCvRecord } from '../wording/present-cv';
import { createCvProseWriter } from './cv-prose';

const knowledge = loadKnowledge();
const outcome = analyzeCv(SHORT_CV_EN, knowledge, {
  asOf: { year: 2026, month: 11 },
  withGapPlan: true,
});
if (outcome.kind !== 'analysis') throw new Error('sample CV not analysed');
const record: CvRecord = outcome.record;

/** A model that answers every role it is asked about, in order, as a real one should. */
function writingModel(codes: (asked: string[]) => string[], summary = 'model summary') {
  return (request: RecordedRequest, index: number): Reply => {
    const asked = [...promptOf(request).matchAll(/"occupation_code": "([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const content = JSON.stringify({
      summary,
      roles: codes(asked).map((code) => ({
        occupation_code: code,
        why: `model why ${code}`,
        gap_plan: ['model step'],
      })),
    });
    return completionReply(content, index);
  };
}

const writerFor = (origin: string) =>
  createCvProseWriter(
    analystConfigFromEnv({
      OPENAI_API_KEY: 'sk-test-openai-0000',
      OPENAI_BASE_URL: `${origin}/v1`,
      LLM_TIMEOUT_MS: '5000',
    }),
  );

describe('a CV analysis written by a real model API', () => {
  it('publishes no outside image or link, and no figure the analysis does not hold', async () => {
    const rate = record.roles[0]!.rate;
    expect(rate).toEqual(expect.any(Number));
    const sane = await startServer(
      writingModel(
        (asked) => asked,
        `Your CV shows steady work. Your best fit has an AI replacement rate of ${rate}%. ![p](https://tracker.example.net/p.gif) See [this](https://tracker.example.net/win).`,
      ),
    );
    const kept = await writerFor(sane.origin).write(record, 'en', knowledge);
    if (!('prose' in kept)) throw new Error(kept.fallbackReason);
    expect(kept.prose.summary).toBe(
      `Your CV shows steady work. Your best fit has an AI replacement rate of ${rate}%. See this.`,
    );

    const hostile = await startServer(
      writingModel(
        (asked) => asked,
        '这份工作毫无价值，替代率 0。AI 替代率99%。年薪 987,654 美元。',
      ),
    );
    const rejected = await writerFor(hostile.origin).write(record, 'zh', knowledge);
    expect(rejected).toEqual({
      fallbackReason: 'OpenAI stated figures this analysis does not hold',
      fallbackKind: 'rejected',
    });
    // The analysis says its words are ours because the model's were refused.
    if (!('fallbackReason' in rejected)) throw new Error('expected the built-in words');
    const shown = presentCvRecord(
      {
        ...record,
        proseFallback: rejected.fallbackReason,
        proseFallbackKind: rejected.fallbackKind,
      },
      'zh',
      knowledge,
    );
    expect(shown.engine).toEqual({
      kind: 'builtin',
      label: '内置分析师',
      fallback_reason: 'OpenAI stated figures this analysis does not hold',
      fallback_kind: 'rejected',
    });
  });

  it('keeps our figures and the model’s words, labelled with the model', async () => {
    const server = await startServer(writingModel((asked) => asked));
    const written = await writerFor(server.origin).write(record, 'zh', knowledge);
    if (!('prose' in written)) throw new Error(written.fallbackReason);
    expect(promptOf(server.requests[0]!)).toContain('Simplified Chinese');
    expect(promptOf(server.requests[0]!)).toContain(record.roles[0]!.code);

    const result = ZCvResult.parse(
      presentCvRecord({ ...record, prose: written.prose }, 'zh', knowledge),
    );
    expect(result.engine).toEqual({
      kind: 'llm',
      label: 'gpt-4.1 (OpenAI)',
      fallback_reason: null,
    });
    expect(result.profile.summary).toBe('model summary');
    expect(result.roles[0]!.why).toBe(`model why ${record.roles[0]!.code}`);
    expect(result.roles[0]!.gap_plan).toEqual(['model step']);
    expect(result.roles.map((r) => r.fit)).toEqual(record.roles.map((r) => r.fit));
    expect(result.roles.map((r) => r.ai_replacement_rate)).toEqual(record.roles.map((r) => r.rate));

    // Read in the other language, the words are ours and say so.
    const english = presentCvRecord({ ...record, prose: written.prose }, 'en', knowledge);
    expect(english.engine.kind).toBe('builtin');
    expect(english.profile.summary).not.toBe('model summary');
  });

  it('falls back to our words, with the reason, when the model leaves roles out or fails', async () => {
    const partial = await startServer(writingModel((asked) => asked.slice(1)));
    expect(await writerFor(partial.origin).write(record, 'en', knowledge)).toEqual({
      fallbackReason: 'OpenAI left out or reordered roles',
    });
    const failing = await startServer(chatCompletions('x', () => 'error-500'));
    const failed = await writerFor(failing.origin).write(record, 'en', knowledge);
    expect('fallbackReason' in failed && failed.fallbackReason).toMatch(/^OpenAI unavailable/);
    const shown = presentCvRecord(
      { ...record, proseFallback: 'OpenAI unavailable: 500' },
      'en',
      knowledge,
    );
    expect(shown.engine).toEqual({
      kind: 'builtin',
      label: 'Built-in analyst',
      fallback_reason: 'OpenAI unavailable: 500',
    });
  });

  it("asks nothing once the person's step has used up its wait, and says why", async () => {
    const server = await startServer(writingModel((asked) => asked));
    // The step began a whole interactive budget (8 s by default) ago: no time is left.
    const step = startWaiting(Date.now() - 8_000);
    expect(await writerFor(server.origin).write(record, 'en', knowledge, { step })).toEqual({
      fallbackReason: `OpenAI unavailable: ${NO_TIME_LEFT}`,
    });
    expect(server.requests).toHaveLength(0);
  });

  it('without a model, says so and asks nobody', async () => {
    const writer = createCvProseWriter(analystConfigFromEnv({}));
    expect(writer.label).toBeNull();
    expect(await writer.write(record, 'en', knowledge)).toEqual({
      fallbackReason: 'no model configured',
    });
  });
});
