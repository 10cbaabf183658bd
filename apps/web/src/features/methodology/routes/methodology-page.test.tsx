import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const MARKDOWN = [
  '# How Irreplaceable measures a job',
  '',
  '## 1. The formula',
  '',
  '| study | weight |',
  '|---|---:|',
  '| GPTs are GPTs | 0.30 |',
  '',
  '### 1.1 Step by step',
  '',
  'See [O*NET](https://www.onetonline.org/).',
].join('\n');

describe('methodology page', () => {
  it('renders the document in the current language with a table of contents', async () => {
    const { callsTo } = stubFetch({
      'GET /api/methodology': jsonResponse(200, { markdown: MARKDOWN }),
    });
    renderApp('/methodology');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How Irreplaceable measures a job' }),
    ).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: '1. The formula' })).toHaveAttribute(
      'href',
      '/methodology#1-the-formula',
    );
    expect(within(contents).getByRole('link', { name: '1.1 Step by step' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. The formula' })).toHaveAttribute(
      'id',
      '1-the-formula',
    );
    expect(screen.getByRole('cell', { name: '0.30' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'O*NET' })).toHaveAttribute('target', '_blank');
    expect(callsTo('GET /api/methodology')[0]!.headers.get('Accept-Language')).toBe('en');
  });

  it('scrolls to the section a link names once the document is in', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    stubFetch({ 'GET /api/methodology': jsonResponse(200, { markdown: MARKDOWN }) });
    renderApp('/methodology#1-the-formula');

    const heading = await screen.findByRole('heading', { level: 2, name: '1. The formula' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(heading));
  });

  it('offers to try again when the document cannot be loaded', async () => {
    stubFetch({});
    renderApp('/methodology');

    expect(await screen.findByText('Failed to load the methodology')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
