import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { describe, expect, it } from 'vitest';
import { analyzeJob } from '../analysis/analyze-job';
import { sampleOccupationCodes } from '../analysis/sample-occupations';
import { loadKnowledge } from '../knowledge/load-knowledge';

const knowledge = loadKnowledge();
const analyses = sampleOccupationCodes(knowledge, 50).map((code) =>
  analyzeJob({ title: knowledge.byCode.get(code)!.title, occupations: [{ code, score: 1 }] }),
);

/** Every string of one language of an analysis, with where it came from. */
function texts(analysis: TJobAnalysis, lang: 'en' | 'zh'): [string, string][] {
  const content = analysis.content[lang];
  return [
    ['description', content.description],
    ['deep_understanding', content.deep_understanding],
    ['demand_index', content.demand_index.reading],
    ['replacement_process', content.replacement_process],
    ['human_advice', content.human_advice],
    ...content.market_analysis.flatMap((entry): [string, string][] => [
      ['market location', entry.location],
      ['market data', entry.local_job_data],
      ['market reading', entry.market_analysis],
      ['market release', entry.last_updated],
      ['market source', entry.source],
    ]),
    ...content.related_resources.map((link): [string, string] => ['link title', link.title]),
    ...analysis.reviews[lang].flatMap((review): [string, string][] => [
      [`${review.provider} comment`, review.comment],
      [`${review.provider} note`, review.review_comment],
    ]),
  ];
}

const CJK = /[\u4e00-\u9fff]/g;
/** Four or more Latin words in a row: an English phrase left untranslated. */
const ENGLISH_RUN = /\b[A-Za-z][A-Za-z'’-]*(?:[ ,]+[A-Za-z][A-Za-z'’-]*){3,}/;

describe('the Chinese texts', () => {
  it('are written in Chinese throughout', () => {
    for (const analysis of analyses) {
      for (const [where, text] of texts(analysis, 'zh')) {
        const stripped = text.replace(/https?:\/\/\S+/g, '');
        const cjk = stripped.match(CJK)?.length ?? 0;
        const latin = stripped.match(/[A-Za-z]/g)?.length ?? 0;
        expect(cjk, `${analysis.evidence.occupation.code} ${where}: ${text}`).toBeGreaterThan(0);
        if (where !== 'link title') expect(cjk, `${where}: ${text}`).toBeGreaterThan(latin);
        expect(stripped, `${analysis.evidence.occupation.code} ${where}`).not.toMatch(ENGLISH_RUN);
      }
    }
  });

  it('say the same figures as the English ones', () => {
    for (const analysis of analyses) {
      expect(analysis.content.zh.demand_index.score).toBe(analysis.content.en.demand_index.score);
      expect(analysis.content.zh.market_analysis.length).toBe(
        analysis.content.en.market_analysis.length,
      );
      expect(analysis.content.zh.related_resources.map((l) => l.url)).toEqual(
        analysis.content.en.related_resources.map((l) => l.url),
      );
    }
  });

  it('leave no Chinese in the English texts', () => {
    for (const analysis of analyses) {
      for (const [where, text] of texts(analysis, 'en')) {
        expect(text, `${analysis.evidence.occupation.code} ${where}`).not.toMatch(CJK);
      }
    }
  });
});
