import { describe, expect, it } from 'vitest';
import {
  isOnlySeniority,
  splitChineseSeniority,
  splitEnglishSeniority,
  titleTerms,
  withChineseSeniority,
  withEnglishSeniority,
} from './seniority';

const ids = (terms: { id: string }[]) => terms.map((t) => t.id);

describe('seniority words', () => {
  it('strips plain seniority words at either end', () => {
    expect(splitEnglishSeniority(['senior', 'software', 'engineer'], false).core).toEqual([
      'software',
      'engineer',
    ]);
    expect(ids(splitEnglishSeniority(['software', 'engineer', 'sr'], false).terms)).toEqual([
      'senior',
    ]);
    expect(ids(splitEnglishSeniority(['marketing', 'intern'], false).terms)).toEqual(['intern']);
  });

  it('strips careful words only when asked', () => {
    expect(splitEnglishSeniority(['assistant', 'chef'], false).core).toEqual(['assistant', 'chef']);
    expect(splitEnglishSeniority(['assistant', 'chef'], true).core).toEqual(['chef']);
    expect(ids(splitEnglishSeniority(['head', 'of', 'marketing'], true).terms)).toEqual([
      'head-of',
    ]);
  });

  it('never leaves an empty title', () => {
    expect(splitEnglishSeniority(['senior'], true).core).toEqual(['senior']);
    expect(isOnlySeniority(['senior'])).toBe(true);
    expect(isOnlySeniority(['senior', 'nurse'])).toBe(false);
  });

  it('handles Chinese prefixes and suffixes', () => {
    expect(splitChineseSeniority('高级java开发', false)).toMatchObject({ core: ['java开发'] });
    expect(splitChineseSeniority('会计实习生', false).core).toEqual(['会计']);
    expect(splitChineseSeniority('主管护师', false).core).toEqual(['主管护师']);
    expect(splitChineseSeniority('主管护师', true).core).toEqual(['护师']);
  });

  it('puts seniority words where each language puts them', () => {
    const terms = [...splitEnglishSeniority(['senior', 'x', 'intern'], false).terms];
    expect(withEnglishSeniority('Software Engineer', terms)).toBe(
      'Senior Software Engineer Intern',
    );
    expect(withChineseSeniority('软件工程师', terms)).toBe('高级软件工程师实习生');
  });

  it('keeps in a page title only the words that name another role', () => {
    const split = (words: string[]) => splitEnglishSeniority(words, true).terms;
    expect(titleTerms(split(['senior', 'lead', 'nurse']), false)).toEqual([]);
    expect(ids(titleTerms(split(['head', 'of', 'marketing']), false))).toEqual(['head-of']);
    expect(titleTerms(split(['marketing', 'intern']), false)).toEqual([]);
    expect(ids(titleTerms(split(['marketing', 'intern']), true))).toEqual(['intern']);
    expect(titleTerms(splitChineseSeniority('一级教师', false).terms, false)).toEqual([]);
  });
});
