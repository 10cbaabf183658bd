import { describe, expect, it } from 'vitest';
import { parseAnalystQuotes, pickQuote } from './parse-analyst-quotes';

const MARKDOWN = `# Title

Some intro text.

## Boss (gpt)

- First.
- Second.

## 鲸鱼哥 (deepseek)
* 第三句。
`;

describe('analyst quotes', () => {
  it('reads one heading per analyst and one quote per list item', () => {
    expect(parseAnalystQuotes(MARKDOWN)).toEqual([
      { analyst: 'Boss', analystKey: 'gpt', quote: 'First.' },
      { analyst: 'Boss', analystKey: 'gpt', quote: 'Second.' },
      { analyst: '鲸鱼哥', analystKey: 'deepseek', quote: '第三句。' },
    ]);
  });

  it('picks a quote from a seed in [0, 1)', () => {
    const quotes = parseAnalystQuotes(MARKDOWN);
    expect(pickQuote(quotes, 0)?.quote).toBe('First.');
    expect(pickQuote(quotes, 0.99)?.quote).toBe('第三句。');
    expect(pickQuote([], 0.5)).toBeNull();
  });
});
