import { describe, expect, it } from 'vitest';
import { joinSpacedLetters } from './pdf-lines';

describe('letter-spaced words', () => {
  it('joins a heading set apart letter by letter, even where kerning let a few touch', () => {
    expect(joinSpacedLetters('P R O F I L E')).toBe('PROFILE');
    expect(joinSpacedLetters('P R O FIL E')).toBe('PROFILE');
    expect(joinSpacedLetters('W O R K  E X P E R I E N C E')).toBe('WORK  EXPERIENCE');
    expect(joinSpacedLetters('姓 名')).toBe('姓 名');
    expect(joinSpacedLetters('技 能 证 书')).toBe('技能证书');
  });

  it('leaves prose, initials and short skill lists alone', () => {
    for (const text of [
      'Led a team of twelve nurses',
      'J R R Tolkien Society',
      'C R Go SQL',
      'Skills: C, R, Go',
      'BLS and ACLS',
    ]) {
      expect(joinSpacedLetters(text)).toBe(text);
    }
  });
});
