import { describe, expect, it } from 'vitest';
import { withPageMeta } from './page-meta';

const INDEX =
  '<html><head><title>Irreplaceable</title><meta name="description" content="x"></head><body></body></html>';

describe('withPageMeta', () => {
  it("keeps a title holding $' and $& as the text it is", () => {
    const html = withPageMeta(INDEX, {
      title: "Pay $' and $& and $`",
      description: "It costs $'",
      url: 'https://example.com/news/1',
    });
    expect(html).toContain('<title>Pay $&#39; and $&amp; and $`</title>');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html).toContain('content="It costs $&#39;"');
  });
});
