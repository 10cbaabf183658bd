import { describe, expect, it } from 'vitest';
import { htmlText, readingMinutes } from './reading-time';

describe('reading time', () => {
  it('counts English words at 220 a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 660 }, () => 'word').join(' '))).toBe(3);
  });

  it('counts Chinese characters at 400 a minute', () => {
    expect(readingMinutes('字'.repeat(1_200))).toBe(3);
  });

  it('reads the text of HTML with block ends as word breaks', () => {
    expect(htmlText('<h2>Title</h2><p>One <strong>two</strong></p><ul><li>three</li></ul>')).toBe(
      'Title One two three',
    );
    expect(htmlText('<p><script>alert(1)</script>safe</p>')).toBe('safe');
  });
});
