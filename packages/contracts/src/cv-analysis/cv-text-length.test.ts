import { describe, expect, it } from 'vitest';
import { CV_ANALYSIS } from '../constants';
import { cvTextLength } from './cv-text-length';

describe('the length of a CV text', () => {
  it('counts characters without spaces, a Chinese character twice', () => {
    expect(cvTextLength('Jane  Smith\n')).toBe(9);
    expect(cvTextLength('会计 2016')).toBe(8);
  });

  it('lets a five-line Chinese CV through and stops a few words', () => {
    const short = '王芳\n会计\n某某商贸有限公司  2016.07-至今\n本科  会计学';
    expect(cvTextLength(short)).toBeGreaterThanOrEqual(CV_ANALYSIS.textMinChars);
    expect(cvTextLength('你好，我想找工作')).toBeLessThan(CV_ANALYSIS.textMinChars);
  });
});
