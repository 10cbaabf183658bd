import { describe, expect, it } from 'vitest';
import { NO_LINE_END, NO_LINE_START, autospace, linePieces, wrapLines } from './line-breaking';

/** Full-width characters one unit wide, everything else half: close to a CJK font's widths. */
const measure = (text: string) =>
  [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff\uff00-\uffef]/u.test(char) ? 1 : 0.5), 0);

const TEXTS = [
  '主导“智能客服 2.0”改版：引入大模型意图识别，自助解决率从 41% 提升到 68%，人工坐席成本下降 27%。',
  '建立产品指标体系（北极星指标、漏斗与留存看板），每周复盘，推动 12 项关键改进上线。',
  '负责《实验设计规范》的编写；完成 40 余次实验……并在全公司推广！',
  '熟悉Python、SQL与大模型应用开发流程，能与算法、工程团队高效协作。',
  'Precepted 14 newly qualified nurses through their first six months; all 14 passed.',
];

describe('Chinese line breaking', () => {
  it('never starts a line with closing punctuation nor ends one with opening punctuation', () => {
    for (const text of TEXTS) {
      for (let width = 4; width <= 30; width += 1) {
        const lines = wrapLines(text, measure, width);
        for (const [index, line] of lines.entries()) {
          if (index > 0) expect(NO_LINE_START, `${width}: "${line}"`).not.toContain(line[0]);
          if (index < lines.length - 1) {
            expect(NO_LINE_END, `${width}: "${line}"`).not.toContain(line.at(-1));
          }
        }
      }
    }
  });

  it('fills each line as far as the width allows and loses no character', () => {
    const text = TEXTS[0]!;
    const lines = wrapLines(text, measure, 12);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(12);
    // Every line but the last is full: with the next piece (and any space before it) it would not fit.
    const spaced = autospace(text);
    let start = 0;
    for (const [index, line] of lines.slice(0, -1).entries()) {
      const next = linePieces(lines[index + 1]!)[0]!.trimEnd();
      const end = spaced.indexOf(next, start + line.length) + next.length;
      expect(measure(spaced.slice(start, end))).toBeGreaterThan(12);
      start = spaced.indexOf(lines[index + 1]!, start + line.length);
    }
    expect(lines.join('').replaceAll(' ', '')).toBe(autospace(text).replaceAll(' ', ''));
  });

  it('breaks English only between words, and keeps hard line breaks', () => {
    const lines = wrapLines('Care for two ventilated patients\nLead the shift', measure, 10);
    expect(lines).toEqual(['Care for two', 'ventilated patients', 'Lead the shift']);
  });

  it('cuts a piece longer than a whole line rather than overflowing', () => {
    const lines = wrapLines('https://example.com/a/very/long/path/without/spaces', measure, 8);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(8);
    expect(lines.join('')).toBe('https://example.com/a/very/long/path/without/spaces');
  });

  it('cuts an overlong word between whole characters, never before an accent', () => {
    // One word, so no break opportunity: "xééé…" with each é written as e and a combining acute.
    const word = 'x' + 'e\u0301'.repeat(12);
    const lines = wrapLines(word, measure, 5);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line.startsWith('\u0301'), line).toBe(false);
  });

  it('keeps a number with the Chinese character it belongs to: never "双 | 11" nor "3 | 年"', () => {
    const text = '主导“双11”大促，连续 3 年负责 618 活动的整体排期与复盘。';
    for (let width = 6; width <= 30; width += 1) {
      const lines = wrapLines(text, measure, width);
      expect(lines.join('')).toBe(autospace(text));
      for (const [index, line] of lines.entries()) {
        if (index < lines.length - 1) {
          expect(`${line}|${lines[index + 1]}`, `${width}`).not.toMatch(
            /(\p{Script=Han}\|\d)|(\d\|\p{Script=Han})/u,
          );
        }
      }
    }
  });

  it('spaces Chinese from Latin letters and digits, once', () => {
    expect(autospace('用Python写了3个工具')).toBe('用 Python 写了 3 个工具');
    expect(autospace('用 Python 写')).toBe('用 Python 写');
    expect(autospace('提升到68%以上')).toBe('提升到 68% 以上');
    expect(autospace('（Python）')).toBe('（Python）');
  });
});
