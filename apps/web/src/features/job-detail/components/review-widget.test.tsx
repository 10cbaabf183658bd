import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import { AppProviders } from '../../../app/providers';
import { ReviewWidget, type TReviewModelItem } from './review-widget';

const ITEMS: TReviewModelItem[] = [
  ['gpt', 'Boss', 68, 'The market'],
  ['claude', 'Mr. Ape', 52, 'Human judgement'],
  ['gemini', 'Uncle Big G', 43, 'Every study'],
  ['deepseek', 'Brother Whale', 29, 'The work activities'],
].map(([modelKey, name, score, lens]) => ({
  modelKey: modelKey as TAnalystId,
  name: String(name),
  avatar: `/analysts/${modelKey}-1.svg`,
  color: '#0f7b5c',
  score: Number(score),
  lens: String(lens),
}));

function Harness({ onSelectModel }: { onSelectModel: (key: TAnalystId) => void }) {
  const [selected, setSelected] = useState<TAnalystId>('gpt');
  return (
    <>
      <ReviewWidget
        items={ITEMS}
        selectedKey={selected}
        onSelectModel={(key) => {
          setSelected(key);
          onSelectModel(key);
        }}
      >
        <p>Review by {selected}</p>
      </ReviewWidget>
      <p>What follows the widget</p>
    </>
  );
}

function renderWidget(onSelectModel = vi.fn()) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <Harness onSelectModel={onSelectModel} />
    </AppProviders>,
  );
  return { user, onSelectModel };
}

describe('ReviewWidget', () => {
  it('is one control: four analyst tabs with their scores, and one review below them', () => {
    renderWidget();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(tabs[0]).toHaveAccessibleName(/Boss.*68.*The market/);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /Boss/ })).toHaveTextContent('Review by gpt');
  });

  it('switches the review with a click or the arrow keys', async () => {
    const { user, onSelectModel } = renderWidget();
    await user.click(screen.getByRole('tab', { name: /Mr\. Ape/ }));
    expect(onSelectModel).toHaveBeenCalledWith('claude');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review by claude');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Uncle Big G/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review by gemini');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review by deepseek');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Review by gpt');
  });

  it('keeps the review in the page flow, before what follows, not floating over it', () => {
    renderWidget();
    const panel = screen.getByRole('tabpanel');
    const after = screen.getByText('What follows the widget');
    expect(panel.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(panel).position).not.toBe('absolute');
  });
});
