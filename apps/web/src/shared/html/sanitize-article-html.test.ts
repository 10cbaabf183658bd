import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html';

/** Classic ways to make HTML run script; none of them may survive. */
const XSS_CORPUS = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 1">',
  '<img src="https://example.com/a.png" onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="1" /></svg>',
  '<a href="javascript:window.__xss = 1">click</a>',
  '<a href="JaVaScRiPt:window.__xss = 1">click</a>',
  '<a href="&#106;avascript:window.__xss = 1">click</a>',
  '<a href="data:text/html,<script>window.__xss = 1</script>">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<iframe src="javascript:window.__xss = 1"></iframe>',
  '<object data="javascript:window.__xss = 1"></object>',
  '<embed src="javascript:window.__xss = 1">',
  '<form action="javascript:window.__xss = 1"><button>go</button></form>',
  '<input autofocus onfocus="window.__xss = 1">',
  '<details open ontoggle="window.__xss = 1">x</details>',
  '<body onload="window.__xss = 1">',
  '<p style="background:url(javascript:window.__xss = 1)">x</p>',
  '<p style="text-align:center; behavior:url(x.htc)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<<script>script>window.__xss = 1<</script>/script>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 1">',
  '<base href="javascript:window.__xss = 1//">',
  '<link rel="stylesheet" href="javascript:window.__xss = 1">',
  '<style>@import "javascript:window.__xss = 1";</style>',
  '<p><template><script>window.__xss = 1</script></template></p>',
  '<a href="//evil.example/steal">protocol-relative</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img srcset="javascript:window.__xss = 1 1x">',
  '<p onclick="window.__xss = 1" onmouseover="window.__xss = 1">x</p>',
];

describe('sanitizeArticleHtml', () => {
  it.each(XSS_CORPUS)('leaves nothing that can run in %s', (html) => {
    const safe = sanitizeArticleHtml(html);

    expect(safe).not.toMatch(
      /<(script|iframe|object|embed|form|input|svg|math|style|meta|base|link|template|details|body)\b/i,
    );
    expect(safe).not.toMatch(/\son\w+\s*=/i);
    expect(safe).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(safe).not.toMatch(/href="\/\//);
    expect(safe).not.toMatch(/srcset|behavior/i);

    const host = document.createElement('div');
    host.innerHTML = safe;
    document.body.append(host);
    host.querySelectorAll<HTMLElement>('*').forEach((element) => element.click());
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    host.remove();
  });

  it('keeps what the editor produces', () => {
    const html =
      '<h2 style="text-align: center">Heading</h2><p>Some <strong>bold</strong>, <em>italic</em>, <u>underlined</u> and <s>struck</s> text.</p>' +
      '<ul><li><p>One</p></li></ul><ol start="3"><li>Three</li></ol><blockquote><p>Quote</p></blockquote>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><hr>' +
      '<figure><img src="/uploads/a.png" alt="A chart" width="600" height="400"><figcaption>Chart</figcaption></figure>';

    const safe = sanitizeArticleHtml(html);

    expect(safe).toContain('<h2 style="text-align: center">Heading</h2>');
    expect(safe).toContain('<strong>bold</strong>');
    expect(safe).toContain('<ol start="3">');
    expect(safe).toContain('<code class="language-ts">');
    expect(safe).toContain('<figcaption>Chart</figcaption>');
    expect(safe).toMatch(
      /<img src="\/uploads\/a.png" alt="A chart" width="600" height="400" loading="lazy" decoding="async">/,
    );
  });

  it('turns an editor h1 into plain text and keeps its words', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1><p>x</p>')).toBe('Title<p>x</p>');
  });

  it('opens links in a new tab without opener, referrer or ranking credit', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:hi@example.com">mail</a>')).toContain(
      'href="mailto:hi@example.com"',
    );
    expect(sanitizeArticleHtml('<a href="/jobs/1">job</a>')).toContain('href="/jobs/1"');
  });

  it('drops images that do not come from our uploads or over HTTPS', () => {
    expect(sanitizeArticleHtml('<p><img src="http://example.com/a.png">text</p>')).toBe(
      '<p>text</p>',
    );
    expect(sanitizeArticleHtml('<img src="https://cdn.example.com/a.png">')).toContain(
      'src="https://cdn.example.com/a.png"',
    );
  });

  it('keeps only language classes and only text alignment', () => {
    expect(sanitizeArticleHtml('<code class="language-js evil">x</code>')).toBe(
      '<code class="language-js">x</code>',
    );
    expect(sanitizeArticleHtml('<p class="x" style="color:red">x</p>')).toBe('<p>x</p>');
  });
});
