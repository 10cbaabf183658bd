import { describe, expect, it } from 'vitest';
import { isSafeLink } from './is-safe-link';
import { renderMarkdown, renderMarkdownDocument } from './render-markdown';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('markdown link rule', () => {
  it('rejects script-like, file and data links', () => {
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('JavaScript:alert(1)')).toBe(false);
    expect(isSafeLink('java\tscript:alert(1)')).toBe(false);
    expect(isSafeLink('vbscript:msgbox')).toBe(false);
    expect(isSafeLink('file:///etc/passwd')).toBe(false);
    expect(isSafeLink('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });

  it('allows web links and inline gif, png, jpeg and webp images', () => {
    expect(isSafeLink('https://example.com/a?b=c')).toBe(true);
    expect(isSafeLink('/methodology')).toBe(true);
    expect(isSafeLink('mailto:hello@example.com')).toBe(true);
    for (const type of ['gif', 'png', 'jpeg', 'webp']) {
      expect(isSafeLink(`data:image/${type};base64,AAAA`)).toBe(true);
    }
    expect(isSafeLink('data:image/svg+xml;base64,AAAA')).toBe(false);
  });

  it('renders a javascript: link as plain text', () => {
    const html = container(renderMarkdown('[click me](javascript:alert(1))'));
    expect(html.querySelector('a')).toBeNull();
    expect(html.textContent).toContain('click me');
  });

  it('drops a data:text/html link and keeps a data:image/png image', () => {
    const html = container(
      renderMarkdown(
        '[x](data:text/html;base64,PHNjcmlwdD4=)\n\n![dot](data:image/png;base64,iVBORw0KGgo=)',
      ),
    );
    expect(html.querySelector('a')).toBeNull();
    expect(html.querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('shows an image from another host as its alt text, so it never loads', () => {
    const html = container(
      renderMarkdown(
        'Rate 99% ![pixel](https://tracker.example.net/p.gif) ![//](//tracker.example.net/q.gif) ![chart](/analysts/gpt-1.svg)',
      ),
    );
    const sources = [...html.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual(['/analysts/gpt-1.svg']);
    expect(html.textContent).toContain('pixel');
  });

  it('opens links in a new tab without opener or referrer, and detects bare URLs', () => {
    const html = container(
      renderMarkdown(
        'See https://www.bls.gov/emp/ and [O*NET](https://www.onetonline.org/), not Claude.ai',
      ),
    );
    const links = [...html.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.bls.gov/emp/',
      'https://www.onetonline.org/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('does not render raw HTML', () => {
    const html = container(
      renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)> **bold**'),
    );
    expect(html.querySelector('script')).toBeNull();
    expect(html.querySelector('img')).toBeNull();
    expect(html.textContent).toContain('<script>alert(1)</script>');
    expect(html.querySelector('strong')?.textContent).toBe('bold');
  });

  it('bolds Chinese text whose emphasis ends in full-width punctuation', () => {
    const html = container(
      renderMarkdown('**老板批注：**需求是这份工作最大的本钱。这是**“引用”**的例子。'),
    );
    expect([...html.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual([
      '老板批注：',
      '“引用”',
    ]);
    expect(html.textContent).not.toContain('**');
  });

  it('keeps English emphasis rules as they are', () => {
    const html = container(renderMarkdown('**bold** and 2*3*4 and snake_case_name'));
    expect(html.querySelector('strong')?.textContent).toBe('bold');
    expect(html.querySelector('em')?.textContent).toBe('3');
    expect(html.textContent).toContain('snake_case_name');
  });

  it('keeps line breaks and makes typographic replacements', () => {
    const html = renderMarkdown('first line\nsecond line -- "quoted"');
    expect(html).toContain('<br>');
    expect(html).toContain('–');
    expect(html).toContain('“quoted”');
  });
});

describe('markdown documents', () => {
  it('gives every heading a unique id and lists them for a table of contents', () => {
    const { html, headings } = renderMarkdownDocument(
      '# Title\n\n## 1. The formula\n\n### Step by step\n\n## 1. The formula\n\n## 数据来源\n\n#### Deep',
    );
    expect(headings).toEqual([
      { id: 'title', level: 1, text: 'Title' },
      { id: '1-the-formula', level: 2, text: '1. The formula' },
      { id: 'step-by-step', level: 3, text: 'Step by step' },
      { id: '1-the-formula-2', level: 2, text: '1. The formula' },
      { id: '数据来源', level: 2, text: '数据来源' },
    ]);
    expect(container(html).querySelector('h2#数据来源')).not.toBeNull();
  });

  it('joins the hard-wrapped lines of a document, without a space inside Chinese text', () => {
    const { html } = renderMarkdownDocument('An English\nsentence.\n\n一个中文\n句子。');
    expect(html).not.toContain('<br>');
    expect(container(html).textContent).toContain('An English\nsentence.');
    expect(container(html).textContent).toContain('一个中文句子。');
  });

  it('wraps tables so they can scroll on narrow screens', () => {
    const { html } = renderMarkdownDocument('| a | b |\n|---|--:|\n| 1 | 2 |');
    expect(container(html).querySelector('.markdown-table > table td')).not.toBeNull();
  });
});
