import { describe, expect, it } from 'vitest';
import { ZCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { SAMPLE_CV_ZH } from '../../../../cv-pdf/src/testing/sample-cvs';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { analystConfigFromEnv } from '../../llm/analyst-config';
import { startServer } from '../../llm/testing/analyst-harness';
import { chatCompletions, completionReply, promptOf } from '../../llm/testing/fake-providers';
import type { RecordedRequest, Reply } from '../../llm/testing/loopback-server';
import type { GateReport } from '../../llm/gate/gate-report';
import { tailorCv } from '../tailor-cv';
import { createCvTailorWriter } from './cv-tailor-writer';
import { keepsFigures } from './gate-tailoring';

const knowledge = loadKnowledge();
const cv = ZCvDocument.parse(SAMPLE_CV_ZH);
const target = { jobTitle: '数据分析师', occupationCode: '15-2051.00' };
const builtin = tailorCv(cv, target, knowledge, {
  asOf: { year: 2026, month: 11 },
  language: 'zh',
});
const firstJob = builtin.proposals.find((p) => p.id === 'work.0');
if (!firstJob || firstJob.section !== 'work')
  throw new Error('expected a proposal for the first job');

/** A model that rewords every line it is given; one line with a number it made up. */
function rewordingModel(request: RecordedRequest, index: number): Reply {
  const prompt = promptOf(request);
  const ids = [...prompt.matchAll(/"id": "([^"]+)"/g)].map((m) => m[1]!);
  const entries = ids.map((id) => {
    const proposal = builtin.proposals.find((p) => p.id === id);
    const lines =
      proposal && proposal.section !== 'summary' && proposal.section !== 'skills'
        ? proposal.proposed
        : [];
    return {
      id,
      lines: lines.map((line, i) => (i === 1 ? `${line}，带来 300% 增长` : `改写：${line}`)),
    };
  });
  const content = JSON.stringify({ summary: '面向数据分析师岗位的个人简介。', entries });
  return completionReply(content, index);
}

const writerFor = (origin: string) =>
  createCvTailorWriter(
    analystConfigFromEnv({
      OPENAI_API_KEY: 'sk-test-openai-0000',
      OPENAI_BASE_URL: `${origin}/v1`,
      LLM_TIMEOUT_MS: '5000',
    }),
  );

describe('tailoring reworded by a real model API', () => {
  it('keeps the model’s words, labelled with the model, and refuses any figure it made up', async () => {
    const server = await startServer(rewordingModel);
    const written = await writerFor(server.origin).rewrite(cv, target, builtin, 'zh');
    if (!('tailored' in written)) throw new Error(written.fallbackReason);
    expect(promptOf(server.requests[0]!)).toContain('Simplified Chinese');
    expect(written.tailored.engine).toEqual({
      kind: 'llm',
      label: 'gpt-4.1 (OpenAI)',
      fallback_reason: null,
    });
    const job = written.tailored.proposals.find((p) => p.id === 'work.0');
    if (!job || job.section !== 'work') throw new Error('first job missing');
    expect(job.proposed[0]).toBe(`改写：${firstJob.proposed[0]}`);
    // "300%" is in no line of the CV: that line stays as the person wrote it.
    expect(job.proposed[1]).toBe(firstJob.proposed[1]);
    expect(written.tailored.proposals.find((p) => p.section === 'summary')?.proposed).toBe(
      '面向数据分析师岗位的个人简介。',
    );
    // The order, the skills and the gaps stay ours.
    expect(written.tailored.gaps).toEqual(builtin.gaps);
  });

  it('publishes no outside image or link, and gives the tailoring back when a third is made up', async () => {
    const PIXEL = '![p](https://tracker.example.net/p.gif)[领奖](https://tracker.example.net/win)';
    const answering =
      (line: (original: string) => string) => (request: RecordedRequest, index: number) => {
        const ids = [...promptOf(request).matchAll(/"id": "([^"]+)"/g)].map((m) => m[1]!);
        const entries = ids.map((id) => {
          const proposal = builtin.proposals.find((p) => p.id === id);
          const lines = proposal && 'title' in proposal ? proposal.proposed : [];
          return { id, lines: lines.map(line) };
        });
        return completionReply(JSON.stringify({ summary: line('个人简介。'), entries }), index);
      };
    const reports: GateReport[] = [];
    const writer = (origin: string) =>
      createCvTailorWriter(
        analystConfigFromEnv({
          OPENAI_API_KEY: 'sk-test-openai-0000',
          OPENAI_BASE_URL: `${origin}/v1`,
        }),
        { onTextGated: (report) => reports.push(report) },
      );

    const marked = await startServer(answering((line) => `${line}${PIXEL}`));
    const kept = await writer(marked.origin).rewrite(cv, target, builtin, 'zh');
    if (!('tailored' in kept)) throw new Error(kept.fallbackReason);
    expect(JSON.stringify(kept.tailored)).not.toMatch(/tracker|!\[|\]\(/);
    expect(kept.tailored.proposals.find((p) => p.id === 'summary')?.proposed).toBe(
      '个人简介。领奖',
    );
    expect(reports.at(-1)).toMatchObject({ part: 'cv tailoring', dropped: 0, builtin: [] });

    const hostile = await startServer(answering(() => 'This CV is worthless, 99% replaceable.'));
    const refused = await writer(hostile.origin).rewrite(cv, target, builtin, 'zh');
    expect(refused).toEqual({
      fallbackReason: 'OpenAI stated figures this CV does not hold',
      fallbackKind: 'rejected',
    });
    const report = reports.at(-1)!;
    expect(report).toMatchObject({ part: 'cv tailoring', builtin: ['proposals'] });
    expect(report.dropped).toBe(report.sentences);
  });

  it('gives the reason when the model fails, and asks nobody without one', async () => {
    const failing = await startServer(chatCompletions('x', () => 'error-500'));
    const failed = await writerFor(failing.origin).rewrite(cv, target, builtin, 'en');
    expect('fallbackReason' in failed && failed.fallbackReason).toMatch(/^OpenAI unavailable/);
    const none = createCvTailorWriter(analystConfigFromEnv({}));
    expect(none.label).toBeNull();
    expect(await none.rewrite(cv, target, builtin, 'en')).toEqual({
      fallbackReason: 'no model configured',
    });
  });

  it('reads a reworded line’s figures against the line it rewords', () => {
    expect(
      keepsFigures('raised screening from 58% to 91%', 'Raised delirium screening to 91% from 58%'),
    ).toBe(true);
    expect(keepsFigures('led 6 nurses', 'led 8 nurses')).toBe(false);
  });
});
