import { UnstyledButton } from '@mantine/core';
import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import classes from './review-widget.module.css';

/** One analyst in the widget (spec 001 section 3, "Review model item"). */
export type TReviewModelItem = {
  modelKey: TAnalystId;
  name: string;
  avatar: string;
  color: string;
  /** The analyst's own resilience score, shown on the button; null when it gives none. */
  score: number | null;
  /** The short name of the analyst's lens ("The market"). */
  lens: string;
};

type TReviewWidgetProps = {
  items: TReviewModelItem[];
  selectedKey: TAnalystId;
  onSelectModel: (modelKey: TAnalystId) => void;
  /** The selected analyst's review, shown in a bubble that hangs from its button. */
  children: ReactNode;
};

/**
 * The four analysts as one control (spec 001 section 2): a row of buttons, each with avatar, name
 * and score, working as tabs; the selected analyst's review opens in a bubble below the row, in
 * the page's flow, with its tail under that analyst's button, so it never covers what follows.
 */
export function ReviewWidget({ items, selectedKey, onSelectModel, children }: TReviewWidgetProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const buttons = useRef(new Map<TAnalystId, HTMLButtonElement>());
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.modelKey === selectedKey),
  );
  const selected = items[selectedIndex];
  const tabId = (key: TAnalystId) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? items.length - 1
          : step !== 0
            ? (selectedIndex + step + items.length) % items.length
            : null;
    if (target === null) return;
    event.preventDefault();
    const next = items[target]!.modelKey;
    onSelectModel(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <div className={classes.widget}>
      <div className={classes.row} role="tablist" aria-label={t('jobDetail.reviews.rowLabel')}>
        {items.map((item) => {
          const isSelected = item.modelKey === selected?.modelKey;
          return (
            <UnstyledButton
              key={item.modelKey}
              ref={(node) => {
                if (node) buttons.current.set(item.modelKey, node);
                else buttons.current.delete(item.modelKey);
              }}
              id={tabId(item.modelKey)}
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={classes.button}
              data-highlighted={isSelected}
              onClick={() => onSelectModel(item.modelKey)}
              onKeyDown={handleKeyDown}
              style={{ '--analyst-color': item.color } as CSSProperties}
            >
              <img src={item.avatar} alt="" className={classes.avatar} />
              <span className={classes.name}>{item.name}</span>
              <span className={classes.score}>
                {item.score === null ? (
                  <span className={classes.scoreLabel}>{t('jobDetail.reviews.notScored')}</span>
                ) : (
                  <>
                    <span className={classes.scoreNumber}>{Math.round(item.score)}</span>
                    <span className={classes.scoreLabel}>{t('jobDetail.reviews.scoreShort')}</span>
                  </>
                )}
              </span>
              <span className={classes.lens}>{item.lens}</span>
            </UnstyledButton>
          );
        })}
      </div>
      {selected && (
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabId(selected.modelKey)}
          className={classes.bubble}
          style={
            {
              '--analyst-color': selected.color,
              '--tail-x': `${((selectedIndex + 0.5) * 100) / items.length}%`,
            } as CSSProperties
          }
        >
          {children}
        </div>
      )}
    </div>
  );
}
