import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../analysis/analyze-job';
import { sampleOccupationCodes } from '../analysis/sample-occupations';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { sharedSentenceShare, skeletonSentences } from './text-similarity';

const knowledge = loadKnowledge();
const JOBS = ['15-1252.00', '47-2181.00', '29-1141.00']; // software developers, roofers, nurses

function analyze(code: string): TJobAnalysis {
  return analyzeJob({
    title: knowledge.byCode.get(code)!.title,
    occupations: [{ code, score: 1 }],
  });
}

const analyses = JOBS.map(analyze);
const names = analyses.flatMap((a) => [a.canonical_title, a.title_zh, a.evidence.occupation.title]);

const SECTIONS = {
  description: (a: TJobAnalysis, lang: 'en' | 'zh') => a.content[lang].description,
  deep_understanding: (a: TJobAnalysis, lang: 'en' | 'zh') => a.content[lang].deep_understanding,
  demand_index: (a: TJobAnalysis, lang: 'en' | 'zh') => a.content[lang].demand_index.reading,
  replacement_process: (a: TJobAnalysis, lang: 'en' | 'zh') => a.content[lang].replacement_process,
  human_advice: (a: TJobAnalysis, lang: 'en' | 'zh') => a.content[lang].human_advice,
  ...Object.fromEntries(
    [0, 1, 2, 3].map((i) => [
      `review ${['gpt', 'claude', 'gemini', 'deepseek'][i]}`,
      (a: TJobAnalysis, lang: 'en' | 'zh') =>
        `${a.reviews[lang][i]!.comment}\n${a.reviews[lang][i]!.review_comment}`,
    ]),
  ),
} as Record<string, (a: TJobAnalysis, lang: 'en' | 'zh') => string>;

const pairs = [
  [0, 1],
  [0, 2],
  [1, 2],
] as const;

describe('the writing is specific to each occupation', () => {
  for (const lang of ['en', 'zh'] as const) {
    for (const [section, read] of Object.entries(SECTIONS)) {
      it(`${lang} ${section}: different jobs share under 60% of sentences once names and digits are masked`, () => {
        for (const [a, b] of pairs) {
          const left = skeletonSentences(read(analyses[a]!, lang), names);
          const right = skeletonSentences(read(analyses[b]!, lang), names);
          expect(left.length).toBeGreaterThan(0);
          expect(sharedSentenceShare(left, right), `${JOBS[a]} vs ${JOBS[b]}`).toBeLessThan(0.6);
        }
      });
    }
  }

  it('gives each analyst a voice of its own on the same job', () => {
    for (const analysis of analyses) {
      for (const lang of ['en', 'zh'] as const) {
        const comments = analysis.reviews[lang].map((review) =>
          skeletonSentences(review.comment, names),
        );
        for (let i = 0; i < comments.length; i += 1) {
          for (let j = i + 1; j < comments.length; j += 1) {
            expect(sharedSentenceShare(comments[i]!, comments[j]!)).toBe(0);
          }
        }
      }
    }
  });

  it('keeps each review comment to two to four sentences', () => {
    const sample = sampleOccupationCodes(knowledge, 50).map(analyze);
    for (const analysis of sample) {
      for (const review of analysis.reviews.en) {
        const sentences = review.comment.split(/(?<=[.!?])\s+/).filter(Boolean);
        expect(sentences.length, review.provider).toBeGreaterThanOrEqual(2);
        expect(sentences.length, review.provider).toBeLessThanOrEqual(4);
      }
      for (const review of analysis.reviews.zh) {
        const sentences = review.comment.split(/(?<=[。！？])/).filter((s) => s.trim());
        expect(sentences.length, review.provider).toBeGreaterThanOrEqual(2);
        expect(sentences.length, review.provider).toBeLessThanOrEqual(4);
      }
    }
  });

  it('scores the job from each analyst’s own angle', () => {
    const [developers] = analyses;
    const scores = developers!.reviews.en.map((review) => review.score);
    expect(new Set(scores).size).toBeGreaterThan(1);
    expect(developers!.reviews.zh.map((review) => review.score)).toEqual(scores);
    // Roofers: physical work that every task-level study rates far from language models.
    const roofers = analyses[1]!;
    expect(roofers.reviews.en.find((r) => r.provider === 'deepseek')!.score).toBeGreaterThan(90);
  });
});
