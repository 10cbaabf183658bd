import { describe, expect, it } from 'vitest';
import { ZIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { analystConfigFromEnv } from '../llm/analyst-config';
import { startServer } from '../llm/testing/analyst-harness';
import { chatCompletions, completionReply, promptOf } from '../llm/testing/fake-providers';
import { analyzeIndustry } from './analyze-industry';
import { loadIndustries } from './industry-base';
import { createIndustryProseWriter } from './industry-prose';
import { presentIndustryRecord } from './present-industry';

const knowledge = loadKnowledge();
const base = loadIndustries();
const record = analyzeIndustry('622', knowledge, base, {
  asOf: '2026-11',
  person: { job: { code: '13-2011.00', text: 'accountant' } },
});

const writerFor = (origin: string) =>
  createIndustryProseWriter(
    analystConfigFromEnv({
      OPENAI_API_KEY: 'sk-test-openai-0000',
      OPENAI_BASE_URL: `${origin}/v1`,
      LLM_TIMEOUT_MS: '5000',
    }),
  );

describe('an industry analysis written by a real model API', () => {
  it('keeps our figures and the model’s words, labelled with the model', async () => {
    const server = await startServer((_request, index) =>
      completionReply(
        JSON.stringify({ summary: 'model summary', personal: 'model personal' }),
        index,
      ),
    );
    const written = await writerFor(server.origin).write(record, 'zh', knowledge, base);
    if (!('prose' in written)) throw new Error(written.fallbackReason);
    const prompt = promptOf(server.requests[0]!);
    expect(prompt).toContain('Simplified Chinese');
    expect(prompt).toContain(`"ai_replacement_rate_weighted": ${record.rate.value}`);

    const result = ZIndustryResult.parse(
      presentIndustryRecord({ ...record, prose: written.prose }, 'zh', knowledge, base),
    );
    expect(result.engine).toEqual({
      kind: 'llm',
      label: 'gpt-4.1 (OpenAI)',
      fallback_reason: null,
    });
    expect(result.summary).toBe('model summary');
    expect(result.personal?.summary).toBe('model personal');
    expect(result.ai_replacement_rate).toBe(record.rate.value);

    // Read in the other language, the words are ours and say so.
    const english = presentIndustryRecord(
      { ...record, prose: written.prose },
      'en',
      knowledge,
      base,
    );
    expect(english.engine.kind).toBe('builtin');
    expect(english.summary).not.toBe('model summary');
  });

  it('falls back to our words, with the reason, when the model leaves the person out or fails', async () => {
    const partial = await startServer((_request, index) =>
      completionReply(JSON.stringify({ summary: 'model summary', personal: '' }), index),
    );
    expect(await writerFor(partial.origin).write(record, 'en', knowledge, base)).toEqual({
      fallbackReason: 'OpenAI left out the personal part',
    });
    const failing = await startServer(chatCompletions('x', () => 'error-500'));
    const failed = await writerFor(failing.origin).write(record, 'en', knowledge, base);
    expect('fallbackReason' in failed && failed.fallbackReason).toMatch(/^OpenAI unavailable/);
  });

  it('keeps only sentences with the analysis’s own figures, and our words when too many go', async () => {
    const rate = record.rate.value;
    const reply = (summary: string) =>
      startServer((_request, index) =>
        completionReply(JSON.stringify({ summary, personal: '你会合适。' }), index),
      );
    const sane = await reply(
      `医院里大多是护理岗位。按就业加权的 AI 替代率为 ${rate}%。![x](https://tracker.example.net/p.gif)新人从助理做起。[领奖](https://tracker.example.net/win)`,
    );
    const kept = await writerFor(sane.origin).write(record, 'zh', knowledge, base);
    if (!('prose' in kept)) throw new Error(kept.fallbackReason);
    expect(kept.prose.summary).toContain(`${rate}%`);
    expect(kept.prose.summary).not.toMatch(/tracker|!\[|\]\(/);

    const hostile = await reply('AI 替代率99%。年薪 987,654 美元。新人别来。');
    const rejected = await writerFor(hostile.origin).write(record, 'zh', knowledge, base);
    expect(rejected).toEqual({
      fallbackReason: 'OpenAI stated figures this analysis does not hold',
      fallbackKind: 'rejected',
    });
    // The analysis says its words are ours because the model's were refused.
    if (!('fallbackReason' in rejected)) throw new Error('expected the built-in words');
    const shown = presentIndustryRecord(
      {
        ...record,
        proseFallback: rejected.fallbackReason,
        proseFallbackKind: rejected.fallbackKind,
      },
      'zh',
      knowledge,
      base,
    );
    expect(shown.engine).toMatchObject({ kind: 'builtin', fallback_kind: 'rejected' });
  });

  it('without a model, says so and asks nobody', async () => {
    const writer = createIndustryProseWriter(analystConfigFromEnv({}));
    expect(writer.label).toBeNull();
    expect(await writer.write(record, 'en', knowledge, base)).toEqual({
      fallbackReason: 'no model configured',
    });
  });
});
