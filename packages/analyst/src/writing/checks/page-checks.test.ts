import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { pageContradictions } from './contradictions';
import { pageCorpus } from './page-corpus';
import { MAX_PAGE_SHARE, sentenceRepetition } from './repetition';

// One pass over every page the knowledge base can produce, shared by both checks.
const pages = pageCorpus(loadKnowledge());

describe('every job page, in both languages', () => {
  it('covers every occupation and every editorial title', () => {
    expect(pages.length).toBeGreaterThan(1000);
  });

  it('never asserts a property its own figures contradict', () => {
    const found = pages.flatMap(pageContradictions);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('catches a phrase that claims a property the job lacks', () => {
    const page = pages.find((p) => p.id.startsWith('15-1251.00'))!;
    const planted = {
      ...page,
      analysis: {
        ...page.analysis,
        content: {
          ...page.analysis.content,
          en: {
            ...page.analysis.content.en,
            replacement_process: 'They are physical: language models do not lift anything.',
          },
        },
      },
    };
    expect(pageContradictions(planted).map((item) => item.property)).toContain('physical');
  });

  it('catches a task share in the advice that is not the one the task list shows', () => {
    const page = pages.find((p) => p.id.startsWith('15-1251.00'))!;
    const advice = page.analysis.content.zh.human_advice;
    const figure = advice.match(/相关对话中占 (\d+)%/)!;
    const planted = {
      ...page,
      analysis: {
        ...page.analysis,
        content: {
          ...page.analysis.content,
          zh: {
            ...page.analysis.content.zh,
            human_advice: advice.replace(figure[0], `相关对话中占 ${Number(figure[1]) - 1}%`),
          },
        },
      },
    };
    expect(pageContradictions(page)).toEqual([]);
    expect(pageContradictions(planted).map((item) => item.property)).toEqual(['task-share']);
  });

  // Names masked, figures kept: a sentence stating this page's own figures is not boilerplate,
  // one saying the same words on every page is. Every analysis section counts.
  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: repeats no analysis sentence on more than ${MAX_PAGE_SHARE * 100}% of pages`, () => {
      const over = sentenceRepetition(pages, lang).filter((item) => item.share > MAX_PAGE_SHARE);
      expect(over.map((item) => `${(item.share * 100).toFixed(1)}% ${item.sentence}`)).toEqual([]);
    });
  }

  it('counts every analysis section, the advice and market reading included', () => {
    const page = pages.find((p) => p.id.startsWith('15-1252.00'))!;
    const planted = {
      ...page,
      analysis: {
        ...page.analysis,
        content: {
          ...page.analysis.content,
          en: {
            ...page.analysis.content.en,
            market_analysis: page.analysis.content.en.market_analysis.map((entry) => ({
              ...entry,
              market_analysis: 'The same words on every page.',
            })),
          },
        },
      },
    };
    // The planted page among nine untouched ones: its market reading is counted once.
    const sample = [planted, ...pages.slice(0, 9)];
    const found = sentenceRepetition(sample, 'en').find(
      (item) => item.sentence === 'The same words on every page.',
    );
    expect(found).toMatchObject({ pages: 1 });
  });
});
