import { renderToBuffer } from '@react-pdf/renderer';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import { ZCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument } from './cv-pdf-document';
import { NO_LINE_END, NO_LINE_START } from './line-breaking';
import { SAMPLE_CV_EN, SAMPLE_CV_ZH } from './testing/sample-cvs';

const zh = ZCvDocument.parse(SAMPLE_CV_ZH);
const en = ZCvDocument.parse(SAMPLE_CV_EN);

/** The PDF's text as lines, read back by PDF.js the way a reader's copy and search see it. */
async function readLines(pdf: Uint8Array): Promise<{ pages: number; lines: string[] }> {
  const document = await getDocumentProxy(pdf, { isEvalSupported: false, verbosity: 0 });
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const rows = new Map<string, string>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str) continue;
      const key = `${Math.round(item.transform[4] / 40)}:${Math.round(item.transform[5])}`;
      rows.set(key, (rows.get(key) ?? '') + item.str);
    }
    lines.push(...rows.values());
  }
  return { pages: document.numPages, lines };
}

/** Every font dictionary in the file, and whether it carries its font program. */
function fontsOf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  const baseFonts = [...text.matchAll(/\/BaseFont \/([^\s/]+)/g)].map((match) => match[1]!);
  const descriptors = [...text.matchAll(/\/Type \/FontDescriptor[\s\S]*?>>/g)].map(
    (match) => match[0],
  );
  return { baseFonts, descriptors };
}

const render = async (options: Parameters<typeof createCvPdfDocument>[0]) =>
  new Uint8Array(await renderToBuffer(await createCvPdfDocument(options)));

describe('CV PDF', () => {
  it('holds the Chinese and English words of the CV as text that can be copied', async () => {
    const pdf = await render({ cv: zh, template: 'classic', language: 'zh', paper: 'a4' });
    const { pages, lines } = await readLines(pdf);
    const text = lines.join('\n');
    expect(pages).toBe(2);
    for (const words of [
      '林思喆',
      '高级产品经理',
      '星河云科技有限公司',
      'Python',
      'SaaS',
      '工作经历',
      '2021年3月 – 至今',
    ]) {
      expect(text).toContain(words);
    }
    expect(pdf.byteLength).toBeLessThan(1024 * 1024);
  });

  it('embeds every font it uses, as a subset', async () => {
    for (const template of CV_EDITOR.templates) {
      const pdf = await render({ cv: zh, template, language: 'zh', paper: 'letter' });
      const { baseFonts, descriptors } = fontsOf(pdf);
      expect(baseFonts.length).toBeGreaterThan(0);
      // A subset font's name starts with a six-letter tag: ABCDEF+Name.
      for (const name of baseFonts) expect(name).toMatch(/^[A-Z]{6}\+NotoSansCJKsc-/);
      for (const descriptor of descriptors) expect(descriptor).toMatch(/\/FontFile[23]? /);
    }
  });

  it('starts no line with closing punctuation in any template', async () => {
    for (const template of CV_EDITOR.templates) {
      const pdf = await render({ cv: zh, template, language: 'zh', paper: 'a4' });
      const { lines } = await readLines(pdf);
      for (const line of lines) {
        expect(NO_LINE_START, `${template}: "${line}"`).not.toContain(line.trim()[0]);
        expect(NO_LINE_END, `${template}: "${line}"`).not.toContain(line.trim().at(-1));
      }
    }
  });

  it('words an English CV in English and leaves out hidden sections', async () => {
    const hidden = ZCvDocument.parse({
      ...SAMPLE_CV_EN,
      meta: { irreplaceable: { ...SAMPLE_CV_EN.meta!.irreplaceable, hidden_sections: ['values'] } },
    });
    const shown = (
      await readLines(await render({ cv: en, template: 'modern', language: 'en', paper: 'a4' }))
    ).lines.join('\n');
    expect(shown).toContain('Sep 2021 – Present');
    expect(shown).toContain('Work experience');
    expect(shown).toContain('Values and goals');
    const without = (
      await readLines(await render({ cv: hidden, template: 'modern', language: 'en', paper: 'a4' }))
    ).lines.join('\n');
    expect(without).not.toContain('Values and goals');
    expect(without).toContain('Amelia Hart');
  });

  it('draws the same CV to the same bytes, apart from the creation date', async () => {
    const strip = (pdf: Uint8Array) =>
      Buffer.from(pdf)
        .toString('latin1')
        .replace(/\(D:\d{14}Z\)/g, '')
        .replace(/\/ID \[[^\]]*\]/, '');
    const options = { cv: zh, template: 'compact', language: 'zh', paper: 'a4' } as const;
    expect(strip(await render(options))).toBe(strip(await render(options)));
  });
});
