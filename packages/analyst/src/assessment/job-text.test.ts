import { describe, expect, it } from 'vitest';
import { excerpt } from './job-text';

describe('excerpt', () => {
  it('quotes a short answer whole, without its full stop', () => {
    expect(excerpt('Stable income and good prospects.')).toBe('Stable income and good prospects');
  });

  it('quotes the opening phrases of a long sentence, never stopping mid-phrase', () => {
    expect(
      excerpt(
        'I have 6 years as an ICU nurse and I am good at spotting when a patient is about to crash before the monitors show it.',
      ),
    ).toBe('I have 6 years as an ICU nurse');
    expect(
      excerpt(
        '我在ICU当了6年护士，擅长在监护仪报警之前就发现病人要出状况，而且我很喜欢和病人打交道，觉得很有意义。',
      ),
    ).toBe('我在ICU当了6年护士，擅长在监护仪报警之前就发现病人要出状况');
  });

  it('keeps a long first phrase whole rather than cutting it, and never adds an ellipsis', () => {
    const phrase =
      'Because my grandmother spent her last months in a hospital ward where the nurses made every difference';
    expect(excerpt(`${phrase}. More.`)).toBe(phrase);
    expect(excerpt(`${phrase}. More.`)).not.toContain('…');
  });
});
