import { describe, expect, it } from 'vitest';
import { withPageMeta, type PageMeta } from './page-meta';
import { pageAddresses } from './page-addresses';
import { newsArticle } from './structured-data';
import { APP_INDEX_HTML, jsonLd } from '../../test/page-html';

const page = (overrides: Partial<PageMeta> = {}): PageMeta => ({
  title: 'Nurses | Irreplaceable',
  description: 'A page',
  language: 'en',
  addresses: pageAddresses('https://careers.example/', '/news/1'),
  type: 'article',
  ...overrides,
});

describe('withPageMeta', () => {
  it("keeps a title holding $' and $& as the text it is", () => {
    const html = withPageMeta(APP_INDEX_HTML, {
      ...page(),
      title: "Pay $' and $& and $`",
      description: "It costs $'",
    });
    expect(html).toContain('<title>Pay $&#39; and $&amp; and $`</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain('content="It costs $&#39;"');
  });

  it('names the English address canonical on an English page, with every language as alternate', () => {
    const html = withPageMeta(APP_INDEX_HTML, page());
    expect(html).toContain('<link rel="canonical" href="https://careers.example/news/1" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://careers.example/news/1" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://careers.example/news/1?lang=zh" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://careers.example/news/1" />',
    );
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="zh_CN" />');
    expect(html).toContain('<meta property="og:url" content="https://careers.example/news/1" />');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it('names the Chinese address canonical on a Chinese page and marks the document Chinese', () => {
    const html = withPageMeta(APP_INDEX_HTML, page({ language: 'zh', type: 'website' }));
    expect(html).toContain(
      '<link rel="canonical" href="https://careers.example/news/1?lang=zh" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://careers.example/news/1?lang=zh" />',
    );
    expect(html).toContain('<meta property="og:locale" content="zh_CN" />');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<html lang="zh-CN" data-mantine-color-scheme="light">');
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it("replaces the app's own description, written over several lines, with the page's", () => {
    const html = withPageMeta(APP_INDEX_HTML, page());
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain("The app's own description.");
    expect(html).toContain('<meta name="description" content="A page" />');
  });

  it('adds a lang attribute to a document that has none', () => {
    const html = withPageMeta('<html><head></head><body></body></html>', page({ language: 'zh' }));
    expect(html).toMatch(/^<html lang="zh-CN">/);
  });

  it('keeps structured data inside its script whatever a headline holds', () => {
    const hostile = 'Robots </script><script>alert(1)</script> <!-- & \u2028 done';
    const html = withPageMeta(
      APP_INDEX_HTML,
      page({
        title: hostile,
        structuredData: [
          newsArticle(
            {
              headline: hostile,
              description: 'A summary with </SCRIPT> in capitals',
              url: 'https://careers.example/news/1',
              language: 'en',
              datePublished: new Date('2026-01-02T03:04:05Z'),
              dateModified: new Date('2026-01-03T03:04:05Z'),
              author: 'Ada </script>',
              imageUrls: [],
              siteUrl: 'https://careers.example/',
            },
            'en',
          ),
        ],
      }),
    );
    expect(html).not.toMatch(/<script>alert/i);
    expect(html).not.toMatch(/<\/script><script>/i);
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    const [article] = jsonLd(html);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: hostile,
      description: 'A summary with </SCRIPT> in capitals',
      author: [{ '@type': 'Person', name: 'Ada </script>' }],
      datePublished: '2026-01-02T03:04:05.000Z',
      dateModified: '2026-01-03T03:04:05.000Z',
      inLanguage: 'en',
    });
  });
});
