import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '../constants';
import { cleanFileName, fileNameFromText } from './file-name';

describe('a file name from a person', () => {
  it('loses a right-to-left override, so it reads as what it is', () => {
    expect(cleanFileName('\u202etxt.exe', 'file')).toBe('txt.exe');
    expect(cleanFileName('cv\u202efdp.exe', 'file')).toBe('cvfdp.exe');
  });

  it('loses every direction mark, embedding, override and isolate', () => {
    const marks = [
      '\u200e',
      '\u200f',
      '\u061c',
      ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
      ...['\u2066', '\u2067', '\u2068', '\u2069'],
    ];
    for (const mark of marks) {
      const code = mark.codePointAt(0)!.toString(16);
      expect(cleanFileName(`my${mark}cv.pdf`, 'file'), code).toBe('mycv.pdf');
    }
  });

  it('loses control characters and line breaks', () => {
    expect(cleanFileName('a\u0000b\u0007c\td\ne\u007f\u0085f\u2028g.txt', 'file')).toBe(
      'abcdefg.txt',
    );
  });

  it('keeps the zero-width joiner and non-joiner that Persian, Indic scripts and emoji need', () => {
    const persian = 'می\u200cخواهم.pdf';
    const hindi = 'क्\u200dष.docx';
    const family = '👩\u200d👩\u200d👧.md';
    for (const name of [persian, hindi, family]) expect(cleanFileName(name, 'file')).toBe(name);
  });

  it('keeps letters of every script, spaces and ordinary punctuation', () => {
    for (const name of ['简历 2025.pdf', 'Zoë O’Brien (final).docx', 'резюме_v2.doc', 'cv.pdf']) {
      expect(cleanFileName(name, 'file')).toBe(name);
    }
  });

  it('keeps only the last part of a path, and drops what file systems refuse', () => {
    expect(cleanFileName('C:\\Users\\ann\\cv.pdf', 'file')).toBe('cv.pdf');
    expect(cleanFileName('../../etc/passwd', 'file')).toBe('passwd');
    expect(cleanFileName('my <b>"cv"<b>: v2?*|.pdf', 'file')).toBe('my bcvb v2.pdf');
    expect(cleanFileName('  cv.pdf. . ', 'file')).toBe('cv.pdf');
  });

  it('gets the fallback when nothing is left', () => {
    for (const name of [undefined, null, '', '   ', '\u202e\u200f', '...', 'dir/', '\u0000']) {
      expect(cleanFileName(name, 'cv'), JSON.stringify(name)).toBe('cv');
    }
  });

  it('is cut to the limit with its extension kept, never inside a character', () => {
    const long = `${'简'.repeat(300)}.pdf`;
    const cut = cleanFileName(long, 'file');
    expect(cut).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(cut.endsWith('简.pdf')).toBe(true);

    const emoji = cleanFileName('👍'.repeat(150), 'file', 9);
    expect(emoji).toBe('👍👍👍👍');
    expect(cleanFileName(`${'a'.repeat(20)}.${'b'.repeat(30)}`, 'file', 10)).toBe('a'.repeat(10));
  });

  it('made from typed text keeps the words around a slash', () => {
    expect(fileNameFromText('Ann/Lee \u202eLi', 'cv')).toBe('Ann-Lee Li');
    expect(fileNameFromText('  ', 'cv')).toBe('cv');
  });
});
