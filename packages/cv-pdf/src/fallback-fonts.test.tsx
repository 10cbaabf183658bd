import { execFileSync } from 'node:child_process';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import { ZCvDocument, type TCvDocumentInput } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument, type CvPdfOptions } from './cv-pdf-document';
import { SAMPLE_CV_EN, SAMPLE_CV_ZH } from './testing/sample-cvs';
import { loadTypesetter } from './typesetter';

/** The PDF's text as poppler's pdftotext reads it: what a reader's copy and search get. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** The first page's words with their boxes, in points from the top left, as pdftotext -bbox reads them. */
function pdfWords(pdf: Buffer): Word[] {
  const html = execFileSync('pdftotext', ['-enc', 'UTF-8', '-bbox', '-l', '1', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  const pattern =
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  return [...html.matchAll(pattern)].map((match) => ({
    text: match[5]!,
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
  }));
}

const cvWith = (sample: TCvDocumentInput, basics: Partial<TCvDocumentInput['basics']>) =>
  ZCvDocument.parse({ ...sample, basics: { ...sample.basics, ...basics } });

const render = async (options: CvPdfOptions) =>
  Buffer.from(await renderToBuffer(await createCvPdfDocument(options)));

const NAME = 'Zoë 👩‍💻 Олексій Nguyễn';
const SUMMARY = 'Builds 🚀 rockets ❤️ and reads 📚 every week.';

describe('characters beyond the CJK face', () => {
  it('draws emoji as text that pdftotext reads back, in every template', async () => {
    const cv = cvWith(SAMPLE_CV_EN, { name: NAME, summary: SUMMARY });
    for (const template of CV_EDITOR.templates) {
      // The modern template's narrow sidebar breaks the name over lines.
      const text = pdfText(await render({ cv, template, language: 'en', paper: 'a4' })).replace(
        /\s+/g,
        ' ',
      );
      expect(text, template).toContain(NAME);
      expect(text, template).toContain('🚀');
      expect(text, template).toContain('❤️');
      expect(text, template).toContain('📚');
    }
  });

  it('joins a ZWJ sequence into one sign, and prints no stray joiner', async () => {
    const cv = cvWith(SAMPLE_CV_ZH, { name: '林👩‍💻思喆' });
    const pdf = await render({ cv, template: 'classic', language: 'zh', paper: 'a4' });
    const name = pdfWords(pdf).find((word) => word.text.includes('👩'));
    // One glyph for the whole sequence: it is one emoji wide, and it copies as the sequence.
    expect(name?.text).toBe('林👩‍💻思喆');
    const ts = await loadTypesetter('👩‍💻');
    expect(ts.width('👩‍💻', 22, 700)).toBeCloseTo(ts.width('💻', 22, 700), 3);
    expect(name!.xMax - name!.xMin).toBeCloseTo(ts.width('林👩‍💻思喆', 22, 700), 1);
  });

  it('embeds each fallback face as a subset, beside the CJK face', async () => {
    const cv = cvWith(SAMPLE_CV_EN, { name: NAME });
    const pdf = await render({ cv, template: 'modern', language: 'en', paper: 'letter' });
    const names = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([^\s/]+)/g)].map((m) => m[1]);
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[A-Z]{6}\+NotoSansCJKsc-Bold/),
        expect.stringMatching(/^[A-Z]{6}\+NotoEmoji/),
        expect.stringMatching(/^[A-Z]{6}\+NotoSans-Bold/),
      ]),
    );
    // Nothing falls back to the renderer's own fonts, whose encoding prints garbage.
    expect(names.join(' ')).not.toMatch(/Helvetica|Times|Courier/);
  });

  it('measures a mixed line as wide as it is drawn, so its words never overlap', async () => {
    const cv = cvWith(SAMPLE_CV_EN, { name: NAME, summary: SUMMARY });
    const ts = await loadTypesetter(NAME, SUMMARY);
    const pdf = await render({ cv, template: 'classic', language: 'en', paper: 'a4' });
    const words = pdfWords(pdf);
    const nameWords = words.slice(0, 4);
    expect(nameWords.map((word) => word.text)).toEqual(NAME.split(' '));
    for (const [index, word] of nameWords.entries()) {
      if (index > 0) expect(word.xMin).toBeGreaterThan(nameWords[index - 1]!.xMax);
    }
    // The classic template sets the name at 22 pt bold from its 52 pt margin.
    expect(nameWords[0]!.xMin).toBeCloseTo(52, 1);
    expect(nameWords.at(-1)!.xMax).toBeCloseTo(52 + ts.width(NAME, 22, 700), 1);
    // Each word alone measures as drawn too: the emoji's face and the Latin face each have theirs.
    for (const word of nameWords) {
      expect(word.xMax - word.xMin, word.text).toBeCloseTo(ts.width(word.text, 22, 700), 1);
    }
    const summaryWords = words.filter(
      (word) => Math.abs(word.yMin - words.find((w) => w.text === 'Builds')!.yMin) < 3,
    );
    expect(summaryWords.map((word) => word.text).join(' ')).toBe(SUMMARY);
    for (const [index, word] of summaryWords.entries()) {
      if (index > 0) expect(word.xMin).toBeGreaterThan(summaryWords[index - 1]!.xMax);
      expect(word.xMax - word.xMin, word.text).toBeCloseTo(ts.width(word.text, 9.5), 1);
    }
  });
});
