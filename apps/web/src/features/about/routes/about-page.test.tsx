import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ABOUT } from '@irreplaceable/contracts/constants';
import { makePersonas } from '../../../shared/analysts/persona-fixtures';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch, textResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const STORY = '## Why we built it\n\nBecause AI is **changing work**.';
const FEATURES = [
  '# Advanced features',
  '',
  'A note for editors.',
  '',
  '## Live analysis',
  '',
  'Written while you watch.',
  '',
  '## Evidence',
  '',
  'Every number has a source.',
].join('\n');

function stubAbout(files: Record<string, Response> = {}) {
  return stubFetch({
    'GET /contents/about/en.md': textResponse(STORY),
    'GET /contents/about/zh.md': textResponse('## 我们为什么做它\n\n因为 AI 正在改变工作。'),
    'GET /contents/advanced_func/advanced-features_en.md': textResponse(FEATURES),
    'GET /api/analysts': (call) =>
      jsonResponse(200, makePersonas(call.headers.get('Accept-Language') === 'zh' ? 'zh' : 'en')),
    ...files,
  });
}

const covers = () => screen.getAllByTestId('about-cover');
const activeCover = () => covers().findIndex((cover) => cover.hasAttribute('data-active'));

describe('about page', () => {
  it('shows our story from the language markdown file', async () => {
    stubAbout();
    renderApp('/about');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Helping people stay irreplaceable' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Why we built it' }),
    ).toBeInTheDocument();
    expect(screen.getByText('changing work')).toContainHTML('changing work');
  });

  it('shows the advanced features as cards that open and close', async () => {
    stubAbout();
    const { user } = renderApp('/about');

    const card = await screen.findByRole('button', { name: 'Live analysis' });
    expect(screen.getByRole('button', { name: 'Evidence' })).toBeInTheDocument();
    expect(screen.queryByText('A note for editors.')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('aria-expanded', 'false');

    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Written while you watch.')).toBeInTheDocument();
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('falls back to the English features when a language has no file', async () => {
    const { callsTo } = stubAbout();
    await act(() => changeLanguage('zh'));
    renderApp('/about');

    expect(
      await screen.findByRole('heading', { level: 2, name: '我们为什么做它' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Live analysis' })).toBeInTheDocument();
    expect(callsTo('GET /contents/advanced_func/advanced-features_zh.md')).toHaveLength(1);
  });

  it('introduces the four analysts with their model, its note and their bio', async () => {
    stubAbout();
    renderApp('/about');

    const boss = await screen.findByRole('article', { name: 'Boss' });
    expect(within(boss).getByText('Model: GPT-4.1')).toBeInTheDocument();
    expect(within(boss).getByText('Speaks through GPT-4.1 when connected.')).toBeInTheDocument();
    expect(within(boss).getByText("Boss's bio.")).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('turns the cover pictures every 10 s, and can be paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubAbout();
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(covers()).toHaveLength(3);
    expect(activeCover()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(ABOUT.coverRotationMs));
    expect(activeCover()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ABOUT.coverRotationMs));
    await act(() => vi.advanceTimersByTimeAsync(ABOUT.coverRotationMs));
    expect(activeCover()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(activeCover()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Pause the pictures' }));
    for (let turn = 0; turn < 3; turn += 1) {
      await act(() => vi.advanceTimersByTimeAsync(ABOUT.coverRotationMs));
    }
    expect(activeCover()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play the pictures' })).toBeInTheDocument();
  });

  it('thanks everyone and gives the configured contact address as a mail link', async () => {
    stubAbout({ 'GET /api/site/contact': jsonResponse(200, { email: 'team@careers.example' }) });
    renderApp('/about');

    const thanks = await screen.findByRole('region', { name: 'Thank you' });
    const mail = await within(thanks).findByRole('link', { name: 'team@careers.example' });
    expect(mail).toHaveAttribute('href', 'mailto:team@careers.example');
    expect(within(thanks).getByText(/Questions or ideas\? Write to us at/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(thanks).getByRole('link', { name: 'Search a job' })).toHaveAttribute(
        'href',
        '/',
      ),
    );
  });

  it('leaves the contact line out while the address cannot be had', async () => {
    stubAbout();
    renderApp('/about');

    const thanks = await screen.findByRole('region', { name: 'Thank you' });
    await screen.findByRole('heading', { level: 2, name: 'Why we built it' });
    expect(within(thanks).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
