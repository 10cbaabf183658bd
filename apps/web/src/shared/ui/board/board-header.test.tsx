import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { BoardHeader } from './board-header';

function renderHeader(onTextChange = vi.fn()) {
  return renderWithProviders(
    <BoardHeader
      title="Jobs"
      countLabel="3 jobs"
      search={{
        text: 'nurse',
        onTextChange,
        label: 'Search jobs',
        placeholder: 'Search a title',
        by: 'title',
        byLabel: 'Search by',
        byOptions: [
          { value: 'title', label: 'Title' },
          { value: 'category', label: 'Category' },
        ],
        onByChange: vi.fn(),
      }}
      filter={{
        value: 'popular',
        label: 'Show',
        options: [
          { value: 'all', label: 'All' },
          { value: 'popular', label: 'Popular' },
        ],
        allLabel: 'All jobs',
        onChange: vi.fn(),
      }}
    />,
  );
}

describe('a board header', () => {
  it('is a form the browser can send before the app runs, with the address the board reads', () => {
    renderHeader();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Search jobs' })).toHaveAttribute(
      'name',
      'q',
    );
    expect(within(form).getByRole('combobox', { name: 'Search by' })).toHaveAttribute('name', 'by');
    // The folded selector holds the chosen filter on every screen: it is the one sent.
    const filters = form.querySelectorAll('[name="filter"]');
    expect(filters).toHaveLength(1);
    expect(filters[0]).toHaveValue('popular');
    expect(form.querySelector('input[name="lang"]')).toBeNull();
  });

  it('keeps a Chinese board in Chinese when the browser sends the form', async () => {
    await changeLanguage('zh');
    renderHeader();
    expect(screen.getByRole('search').querySelector('input[name="lang"]')).toHaveAttribute(
      'value',
      'zh',
    );
  });

  it('searches as people type once the app is live, without sending the form', () => {
    const onTextChange = vi.fn();
    renderHeader(onTextChange);
    const form = screen.getByRole('search');
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'nurses' } });
    expect(onTextChange).toHaveBeenCalledWith('nurses');
  });
});
