import { describe, expect, it } from 'vitest';
import { comparableUrl, sanitiseModelMarkdown } from './sanitise-markdown';

const CITED = new Set([
  comparableUrl('https://www.bls.gov/oes/current/oes151252.htm'),
  comparableUrl('https://arxiv.org/abs/2303.10130'),
]);

describe('sanitiseModelMarkdown', () => {
  it('drops images from other hosts and keeps those the site serves', () => {
    expect(
      sanitiseModelMarkdown('Look ![pixel](https://tracker.example.net/p.gif) here.', CITED),
    ).toBe('Look here.');
    expect(sanitiseModelMarkdown('![chart](/images/chart.png)', CITED)).toBe(
      '![chart](/images/chart.png)',
    );
    expect(sanitiseModelMarkdown('![x](//tracker.example.net/p.gif)', CITED)).toBe('');
    expect(
      sanitiseModelMarkdown('<img src="https://tracker.example.net/p.gif">看这里', CITED),
    ).toBe('看这里');
  });

  it('keeps links to cited sources and turns any other into its words', () => {
    expect(
      sanitiseModelMarkdown(
        'See [BLS OEWS](https://www.bls.gov/oes/current/oes151252.htm) and [claim your prize](https://tracker.example.net/win).',
        CITED,
      ),
    ).toBe('See [BLS OEWS](https://www.bls.gov/oes/current/oes151252.htm) and claim your prize.');
    expect(sanitiseModelMarkdown('[点这里](javascript:alert(1))领取', CITED)).toBe('点这里领取');
    expect(sanitiseModelMarkdown('[prize][1]\n\n[1]: https://tracker.example.net/win', CITED)).toBe(
      'prize',
    );
  });

  it('leaves an uncited bare address as text no renderer links', () => {
    expect(sanitiseModelMarkdown('Go to https://tracker.example.net/win now', CITED)).toBe(
      'Go to tracker.example.net/win now',
    );
    expect(sanitiseModelMarkdown('详见 <https://tracker.example.net/win>。', CITED)).toBe(
      '详见 tracker.example.net/win。',
    );
    expect(sanitiseModelMarkdown('论文见 https://arxiv.org/abs/2303.10130 。', CITED)).toBe(
      '论文见 https://arxiv.org/abs/2303.10130 。',
    );
  });

  it('keeps lists and emphasis as they are', () => {
    const text = '- **Learn** the trade.\n  - Then teach it.\n\n1. First step';
    expect(sanitiseModelMarkdown(text, CITED)).toBe(text);
  });
});
