import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { ZCvDocument, type TCvDocumentInput } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument } from './cv-pdf-document';
import { SAMPLE_CV_EN, SAMPLE_CV_ZH } from './testing/sample-cvs';
import { loadTypesetter } from './typesetter';
import { findUnsupportedCharacters, UnsupportedCharactersError } from './unsupported-characters';

const cv = (change: (draft: TCvDocumentInput) => TCvDocumentInput) =>
  ZCvDocument.parse(change(structuredClone(SAMPLE_CV_EN)));

describe('characters the PDF cannot draw', () => {
  it('refuses Hebrew and Arabic as right-to-left, naming each letter and its field', async () => {
    const found = await findUnsupportedCharacters(
      cv((draft) => ({ ...draft, basics: { ...draft.basics, name: 'Zoë שלום' } })),
    );
    expect(found.map((entry) => entry.text)).toEqual(['ש', 'ל', 'ו', 'ם']);
    expect(found[0]).toEqual({
      text: 'ש',
      codePoints: 'U+05E9',
      reason: 'right_to_left',
      fields: [{ path: 'basics.name', section: 'basics', name: 'name' }],
    });
    const arabic = await findUnsupportedCharacters(
      cv((draft) => {
        draft.work![0]!.highlights![1] = 'Taught عربي to new starters';
        return draft;
      }),
    );
    expect(arabic.map((entry) => [entry.text, entry.reason, entry.fields])).toEqual(
      ['ع', 'ر', 'ب', 'ي'].map((letter) => [
        letter,
        'right_to_left',
        [
          {
            path: 'work.0.highlights.1',
            section: 'work',
            name: 'highlight',
            entry: 0,
            line: 1,
          },
        ],
      ]),
    );
  });

  it('refuses CJK Extension B, Devanagari and Thai, which no shipped face holds', async () => {
    const found = await findUnsupportedCharacters(
      cv((draft) => ({
        ...draft,
        basics: { ...draft.basics, name: 'Lin 𠀀', summary: 'Speaks मराठी and ไทย' },
      })),
    );
    expect(found.find((entry) => entry.text === '𠀀')).toEqual({
      text: '𠀀',
      codePoints: 'U+20000',
      reason: 'no_font',
      fields: [{ path: 'basics.name', section: 'basics', name: 'name' }],
    });
    const summary = found.filter((entry) => entry.fields[0]!.path === 'basics.summary');
    expect(summary.map((entry) => entry.text).join('')).toMatch(/^म.*ไ/u);
    for (const entry of found) expect(entry.reason).toBe('no_font');
  });

  it('accepts emoji, Greek and Cyrillic, and draws nothing for an invisible joiner', async () => {
    const found = await findUnsupportedCharacters(
      cv((draft) => ({
        ...draft,
        basics: {
          ...draft.basics,
          name: 'Γιώργος Олексій Nguyễn 👩‍💻',
          summary: 'Builds 🚀 with 🇨🇳 #️⃣ 👍🏽 and a stray\u200Djoiner, e\u0301 composed.',
        },
      })),
    );
    expect(found).toEqual([]);
    const ts = await loadTypesetter('stray\u200Djoiner');
    expect(ts.runs('stray\u200Djoiner')).toEqual([{ face: 'main', text: 'strayjoiner' }]);
    expect(ts.runs('a 👩‍💻 b')).toEqual([
      { face: 'main', text: 'a ' },
      { face: 'emoji', text: '👩‍💻' },
      { face: 'main', text: ' b' },
    ]);
    // A word the CJK face cannot wholly spell is set wholly in the Latin face.
    expect(ts.runs('Олексій')).toEqual([{ face: 'latin', text: 'Олексій' }]);
  });

  it('checks only what is drawn: not hidden sections, not keys the CV never shows', async () => {
    const found = await findUnsupportedCharacters(
      cv((draft) => ({
        ...draft,
        basics: { ...draft.basics, profiles: [{ network: 'שלום' }] } as TCvDocumentInput['basics'],
        meta: {
          irreplaceable: {
            ...draft.meta!.irreplaceable,
            goals: 'שלום',
            hidden_sections: ['values'],
          },
        },
      })),
    );
    expect(found).toEqual([]);
  });

  it('names every field a character is in, once', async () => {
    const found = await findUnsupportedCharacters(
      cv((draft) => {
        draft.basics!.name = '𠀀𠀀';
        draft.skills![0]!.level = '𠀀';
        return draft;
      }),
    );
    expect(found).toEqual([
      {
        text: '𠀀',
        codePoints: 'U+20000',
        reason: 'no_font',
        fields: [
          { path: 'basics.name', section: 'basics', name: 'name' },
          { path: 'skills.0.level', section: 'skills', name: 'proficiency', entry: 0 },
        ],
      },
    ]);
  });

  it('refuses to draw what the check refuses, rather than print garbage', async () => {
    const refused = cv((draft) => ({ ...draft, basics: { ...draft.basics, name: 'Zoë שלום' } }));
    const drawing = createCvPdfDocument({
      cv: refused,
      template: 'classic',
      language: 'en',
      paper: 'a4',
    }).then((document) => renderToBuffer(document));
    await expect(drawing).rejects.toBeInstanceOf(UnsupportedCharactersError);
  });

  it('names exactly what the drawing would refuse, field by field', async () => {
    // Each free-text field gets a character of its own that no face holds.
    const formats = new Set(['email', 'startDate', 'endDate', 'user_type', 'language', 'mbti']);
    let next = 0x20000;
    const mark = (value: unknown, key = ''): unknown => {
      if (typeof value === 'string') {
        return formats.has(key) ? value : `${value}${String.fromCodePoint(next++)}`;
      }
      if (Array.isArray(value)) {
        return key === 'section_order' ? value : value.map((item) => mark(item, key));
      }
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mark(v, k)]));
      }
      return value;
    };
    const marked = ZCvDocument.parse(mark(SAMPLE_CV_ZH));
    const found = (await findUnsupportedCharacters(marked)).map((entry) => entry.text);
    expect(found.length).toBeGreaterThan(40);
    const refused = await createCvPdfDocument({
      cv: marked,
      template: 'modern',
      language: 'zh',
      paper: 'a4',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnsupportedCharactersError);
    expect([...(refused as UnsupportedCharactersError).characters].sort()).toEqual(
      [...found].sort(),
    );
  });
});
