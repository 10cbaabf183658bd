import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { classifyQuery } from './classify-query';
import { expandEnglish, informalForms, normalizeChinese } from './informal-forms';
import { getMatchIndex } from './match-index';

const knowledge = loadKnowledge();

function top(query: string, language: 'en' | 'zh' = 'en'): string {
  const result = classifyQuery(query, language, knowledge);
  return result.kind === 'job' ? (result.occupations[0]?.code ?? '') : `error:${result.error_type}`;
}

function title(query: string, language: 'en' | 'zh' = 'en'): string {
  const result = classifyQuery(query, language, knowledge);
  return result.kind === 'job' ? result.canonical_title : `error:${result.error_type}`;
}

describe('informal forms (informal-forms.tsv)', () => {
  it('writes out short forms and slang, longest run first', () => {
    expect(expandEnglish(['senior', 'backend', 'dev'])).toEqual(['senior', 'backend', 'developer']);
    expect(expandEnglish(['admin', 'asst'])).toEqual(['administrative', 'assistant']);
    expect(expandEnglish(['it', 'admin'])).toEqual(['it', 'administrator']);
    expect(expandEnglish(['code', 'monkey'])).toEqual(['programmer']);
  });

  it('puts Chinese typos, nicknames and traditional characters right', () => {
    expect(normalizeChinese('前段工程师')).toBe('前端工程师');
    expect(normalizeChinese('产品汪')).toBe('产品经理');
    expect(normalizeChinese('数据分析狮')).toBe('数据分析师');
    expect(normalizeChinese('軟體工程師')).toBe('软件工程师');
    expect(normalizeChinese('会计')).toBe('会计');
  });

  it('means only names the matcher knows, for every whole Chinese nickname', () => {
    const index = getMatchIndex(knowledge);
    const unknown = [...informalForms().chineseWhole.values()].filter(
      (name) =>
        !index.chinese.byKey.has(name) &&
        !index.editorialByZhKey.has(name) &&
        !index.wholeJobNames.has(name),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    ['senior backend dev', '15-1252.00'],
    ['Sr. Java dev', '15-1252.00'],
    ['backend dev', '15-1252.00'],
    ['frontend dev', '15-1254.00'],
    ['MLOps engineer', '15-1252.00'],
    ['customer service rep', '43-4051.00'],
    ['QA tester', '15-1253.00'],
    ['warehouse picker', '53-7065.00'],
    ['Ferrier', '39-2021.00'],
  ])('reads "%s" as the job people mean', (query, code) => {
    expect(top(query)).toBe(code);
  });

  it.each([
    ['教培老师', '25-3041.00'],
    ['前段工程师', '15-1254.00'],
    ['程序猿', '15-1251.00'],
    ['开出租的', '53-3054.00'],
    ['开大货车的', '53-3032.00'],
  ])('reads "%s" as the job people mean', (query, code) => {
    expect(top(query, 'zh')).toBe(code);
  });

  it.each([
    ['速记员', 'stenographer'],
    ['鼓手', 'drummer'],
    ['美容师', 'beautician'],
    ['验光师', 'optometrist'],
    ['门童', 'doorman'],
    ['保姆', 'nanny'],
  ])('gives %s and "%s" one page', (zh, en) => {
    expect(title(zh, 'zh')).toBe(title(en));
    expect(top(zh, 'zh')).toBe(top(en));
  });

  it('keeps a title that contains a short form as the title it is', () => {
    expect(top('vet tech')).toBe('29-2056.00');
    expect(top('medical assistant')).toBe('31-9092.00');
  });

  it('still refuses what names no job', () => {
    expect(top('hello dev')).toBe('error:not_job_related');
    expect(top('吃饭的', 'zh')).toBe('error:not_job_related');
    expect(top('开心的', 'zh')).toBe('error:not_job_related');
    expect(top('社畜', 'zh')).toBe('error:too_vague');
    expect(top('sr')).toBe('error:too_vague');
    expect(top('资深', 'zh')).toBe('error:too_vague');
  });
});
