import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { ZCvDocument, type TCvDocumentInput } from '@irreplaceable/contracts/cv/cv-document';
import { createCvPdfDocument } from './cv-pdf-document';
import { SAMPLE_CV_EN } from './testing/sample-cvs';
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
      fields: ['basics.name'],
    });
    const arabic = await findUnsupportedCharacters(
      cv((draft) => {
        draft.work![0]!.highlights![1] = 'Taught عربي to new starters';
        return draft;
      }),
    );
    expect(arabic.map((entry) => [entry.text, entry.reason, entry.fields])).toEqual(
      ['ع', 'ر', 'ب', 'ي'].map((letter) => [letter, 'right_to_left', ['work.0.highlights.1']]),
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
      fields: ['basics.name'],
    });
    const summary = found.filter((entry) => entry.fields.includes('basics.summary'));
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
        fields: ['basics.name', 'skills.0.level'],
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
});
