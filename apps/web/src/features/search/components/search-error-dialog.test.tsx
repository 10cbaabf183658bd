import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import type { TErrorDialogState } from '../store/search-view-store';
import type { TSearchError } from '../utils/search-error';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SearchErrorDialog } from './search-error-dialog';

function renderDialog(error: Partial<TSearchError>, dialog: Partial<TErrorDialogState> = {}) {
  const handlers = { onClose: vi.fn(), onRetry: vi.fn(), onSearch: vi.fn() };
  const state: TErrorDialogState = {
    error: {
      type: 'general',
      message: 'Something failed.',
      suggestion: null,
      examples: [],
      ...error,
    },
    query: 'Developer',
    retryCount: 0,
    ...dialog,
  };
  const view = renderWithProviders(<SearchErrorDialog dialog={state} {...handlers} />);
  return { ...view, ...handlers };
}

describe('search error dialog', () => {
  it.each([
    [
      'not_job_related',
      "That doesn't look like a job",
      'Enter a job title, such as “Nurse” or “Accountant”.',
    ],
    [
      'inappropriate_content',
      "We can't search for that",
      'Please keep your search to real jobs and careers.',
    ],
    [
      'rate_limit_error',
      'Search limit reached',
      "You have used today's searches. You can still browse the jobs we have already analysed.",
    ],
    [
      'empty_query',
      'Please enter a job title',
      'Type the job you want to check, such as “Software Engineer”.',
    ],
    [
      'validation_error',
      'Please check your search',
      'Use letters, digits, spaces or hyphens, up to 150 characters.',
    ],
    [
      'websocket_error',
      'Live updates were interrupted',
      'Reload the page to reconnect, then search again.',
    ],
  ] as const)('titles %s and gives its suggestion', (type, title, suggestion) => {
    renderDialog({ type });

    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Something failed.')).toBeInTheDocument();
    expect(screen.getByText(suggestion)).toBeInTheDocument();
  });

  it("prefers the server's suggestion", () => {
    renderDialog({ type: 'inappropriate_content', suggestion: 'Try a real job.' });

    expect(screen.getByText('Try a real job.')).toBeInTheDocument();
    expect(
      screen.queryByText('Please keep your search to real jobs and careers.'),
    ).not.toBeInTheDocument();
  });

  it('Try again re-runs the query and Close closes', async () => {
    const { user, onRetry, onClose } = renderDialog({ type: 'server_error' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers improvement examples for a vague search, each running its search', async () => {
    const { user, onSearch } = renderDialog({
      type: 'too_vague',
      message: 'Developer is too broad.',
      examples: ['Frontend Developer', 'Backend Developer'],
    });

    expect(screen.getByRole('dialog', { name: 'Could you be more specific?' })).toBeInTheDocument();
    expect(screen.getByText('Did you mean')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Frontend Developer' }));

    expect(onSearch).toHaveBeenCalledWith('Frontend Developer');
  });

  it('runs an example search when its chip is clicked', async () => {
    const { user, onSearch } = renderDialog({ type: 'not_job_related' });

    await user.click(screen.getByRole('button', { name: 'Data Scientist' }));

    expect(onSearch).toHaveBeenCalledWith('Data Scientist');
  });

  it('offers Close and Try again for an empty query too (spec 000 section 2)', async () => {
    const { user, onRetry } = renderDialog({ type: 'empty_query' }, { query: '' });

    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Software Engineer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('stops offering Try again after the maximum retries', () => {
    renderDialog({ type: 'network_error' }, { retryCount: 3 });

    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(screen.getByText(/You have tried this search several times/)).toBeInTheDocument();
  });

  it('offers the examples in Chinese', async () => {
    await changeLanguage('zh');
    renderDialog({ type: 'not_job_related' });

    expect(screen.getByRole('dialog', { name: '这看起来不像一个职位' })).toBeInTheDocument();
    for (const example of ['软件工程师', '数据科学家', '产品经理']) {
      expect(screen.getByRole('button', { name: example })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
