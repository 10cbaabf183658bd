import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { ReviewWidget, type TReviewModelItem } from './review-widget';

type TListener = { query: string; listener: (event: MediaQueryListEvent) => void };

/** A window of a given width whose media queries answer, and notify, like a browser's. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<TListener>();
  const matches = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    return maxWidth ? width <= Number(maxWidth[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: TListener['listener']) =>
      listeners.add({ query, listener }),
    removeEventListener: (_type: string, listener: TListener['listener']) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    },
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  return {
    resize(nextWidth: number) {
      width = nextWidth;
      act(() => {
        for (const { query, listener } of [...listeners]) {
          listener({ matches: matches(query), media: query } as MediaQueryListEvent);
        }
      });
    },
  };
}

const ITEMS: TReviewModelItem[] = [
  ['gpt', 'Boss', 'A sound bet: **68/100** from me.'],
  ['claude', 'Mr. Ape', 'Genuinely uncertain ground.'],
  ['gemini', 'Uncle Big G', ''],
  ['deepseek', 'Brother Whale', 'Task by task.'],
].map(([modelKey, name, comment]) => ({
  modelKey: modelKey as TReviewModelItem['modelKey'],
  name: name ?? '',
  avatar: `/analysts/${modelKey}-1.svg`,
  color: '#0f7b5c',
  comment: comment ?? '',
  review_comment: `**${name} note:** the longer review.`,
  engine: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
}));

function renderWidget(onViewAnalysis = vi.fn(), onSelectModel = vi.fn()) {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={new QueryClient()} env="test">
      <p>Outside the widget</p>
      <ReviewWidget
        items={ITEMS}
        analysingKey="gpt"
        onViewAnalysis={onViewAnalysis}
        onSelectModel={onSelectModel}
      />
    </AppProviders>,
  );
  return { user, onViewAnalysis, onSelectModel };
}

const analystButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('review widget on a wide screen', () => {
  it('opens the bubble beside the clicked analyst, with the comment as markdown', async () => {
    mockViewport(1280);
    const { user, onSelectModel } = renderWidget();

    await user.click(analystButton('Boss'));

    const item = analystButton('Boss').closest('li') as HTMLElement;
    const bubble = within(item).getByRole('dialog', { name: "Boss's comment" });
    expect(within(bubble).getByText('68/100').tagName).toBe('STRONG');
    expect(within(bubble).getByText('Written by: Built-in analyst')).toBeInTheDocument();
    expect(analystButton('Boss')).toHaveAttribute('aria-pressed', 'true');
    expect(onSelectModel).toHaveBeenLastCalledWith('gpt');
  });

  it('falls back to the review comment when there is no short comment', async () => {
    mockViewport(1280);
    const { user } = renderWidget();

    await user.click(analystButton('Uncle Big G'));

    expect(screen.getByRole('dialog', { name: "Uncle Big G's comment" })).toHaveTextContent(
      'Uncle Big G note: the longer review.',
    );
  });

  it('offers "View my analysis" only for analysts other than the one on show', async () => {
    mockViewport(1280);
    const { user, onViewAnalysis } = renderWidget();

    await user.click(analystButton('Boss'));
    expect(screen.queryByRole('button', { name: 'View my analysis' })).not.toBeInTheDocument();

    await user.click(analystButton('Mr. Ape'));
    expect(screen.queryByRole('dialog', { name: "Boss's comment" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View my analysis' }));

    expect(onViewAnalysis).toHaveBeenCalledWith('claude');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('highlights the analyst on show and the one whose bubble is open', async () => {
    mockViewport(1280);
    const { user } = renderWidget();
    expect(analystButton('Boss')).toHaveAttribute('data-highlighted', 'true');
    expect(analystButton('Boss')).toHaveTextContent('On show');
    expect(analystButton('Brother Whale')).toHaveAttribute('data-highlighted', 'false');

    await user.click(analystButton('Brother Whale'));

    expect(analystButton('Brother Whale')).toHaveAttribute('data-highlighted', 'true');
  });

  it('closes on a second click, a click outside, or Escape', async () => {
    mockViewport(1280);
    const { user } = renderWidget();

    await user.click(analystButton('Mr. Ape'));
    await user.click(analystButton('Mr. Ape'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(analystButton('Mr. Ape'));
    await user.click(screen.getByText('Outside the widget'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(analystButton('Mr. Ape'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the window becomes narrower than 992 px', async () => {
    const viewport = mockViewport(1280);
    const { user } = renderWidget();
    await user.click(analystButton('Mr. Ape'));
    expect(screen.getByRole('dialog', { name: "Mr. Ape's comment" })).toBeInTheDocument();

    viewport.resize(800);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('review widget under 992 px', () => {
  it('opens the bubble below the row of analysts', async () => {
    mockViewport(390);
    const { user } = renderWidget();

    await user.click(analystButton('Mr. Ape'));

    const bubble = screen.getByRole('dialog', { name: "Mr. Ape's comment" });
    const row = screen.getByRole('list', { name: 'Analysts' });
    expect(row).not.toContainElement(bubble);
    expect(row.compareDocumentPosition(bubble) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(bubble).getByRole('button', { name: 'View my analysis' })).toBeInTheDocument();
  });

  it('still closes on a click outside', async () => {
    mockViewport(390);
    const { user } = renderWidget();

    await user.click(analystButton('Brother Whale'));
    await user.click(screen.getByText('Outside the widget'));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
