import { Button, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { useCallback, useEffect, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import { Markdown } from '../../../shared/markdown/markdown';
import { useNarrowLayout } from '../hooks/use-narrow-layout';
import { EngineNote } from './engine-note';
import classes from './review-widget.module.css';

/** One analyst in the widget (spec 001 section 3, "Review model item"). */
export type TReviewModelItem = {
  modelKey: TAnalystId;
  name: string;
  avatar: string;
  color: string;
  comment: string;
  review_comment: string;
  /** Who really wrote the comment, shown under it. */
  engine: TEngine;
};

type TReviewWidgetProps = {
  items: TReviewModelItem[];
  /** The analyst whose analysis is on show; its bubble has no "View my analysis". */
  analysingKey: TAnalystId | null;
  onSelectModel?: (modelKey: TAnalystId | null) => void;
  onViewAnalysis: (modelKey: TAnalystId) => void;
};

/**
 * A row of analyst buttons; each opens a speech bubble with that analyst's comment (spec 001
 * section 2). On wide screens the bubble hangs from its button; under 992 px it opens below the
 * row. A click outside, Escape or the window turning narrow closes it.
 */
export function ReviewWidget({
  items,
  analysingKey,
  onSelectModel,
  onViewAnalysis,
}: TReviewWidgetProps) {
  const { t } = useTranslation();
  const bubbleId = useId();
  const [openKey, setOpenKey] = useState<TAnalystId | null>(null);

  const select = useCallback(
    (modelKey: TAnalystId | null) => {
      setOpenKey(modelKey);
      onSelectModel?.(modelKey);
    },
    [onSelectModel],
  );
  const close = useCallback(() => select(null), [select]);
  const isNarrow = useNarrowLayout(close);
  const rootRef = useClickOutside<HTMLDivElement>(() => {
    if (openKey) close();
  });

  useEffect(() => {
    if (!openKey) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [openKey, close]);

  const openItem = items.find((item) => item.modelKey === openKey);
  const renderBubble = (
    item: TReviewModelItem,
    placement: 'beside' | 'below',
    alignEnd = false,
  ) => (
    <div
      id={bubbleId}
      role="dialog"
      aria-label={t('jobDetail.reviews.bubbleLabel', { name: item.name })}
      className={classes.bubble}
      data-placement={placement}
      data-align={alignEnd ? 'end' : 'start'}
      style={{ '--analyst-color': item.color } as CSSProperties}
    >
      <Text size="sm" fw={700} className={classes.bubbleName}>
        {item.name}
      </Text>
      <Markdown source={item.comment.trim() || item.review_comment} variant="compact" />
      <EngineNote engine={item.engine} />
      {item.modelKey !== analysingKey && (
        <Button
          size="xs"
          variant="light"
          radius="xl"
          mt="sm"
          onClick={() => {
            onViewAnalysis(item.modelKey);
            close();
          }}
        >
          {t('jobDetail.reviews.viewMyAnalysis')}
        </Button>
      )}
    </div>
  );

  return (
    <div ref={rootRef} className={classes.widget}>
      <ul className={classes.row} aria-label={t('jobDetail.reviews.rowLabel')}>
        {items.map((item, index) => {
          const isOpen = item.modelKey === openKey;
          const isAnalysing = item.modelKey === analysingKey;
          return (
            <li key={item.modelKey} className={classes.item}>
              <UnstyledButton
                className={classes.button}
                data-highlighted={isOpen || isAnalysing}
                aria-pressed={isOpen}
                aria-controls={isOpen ? bubbleId : undefined}
                onClick={() => select(isOpen ? null : item.modelKey)}
                style={{ '--analyst-color': item.color } as CSSProperties}
              >
                <img src={item.avatar} alt="" className={classes.avatar} />
                <span className={classes.name}>{item.name}</span>
                {isAnalysing && (
                  <span className={classes.analysing}>{t('jobDetail.reviews.analysing')}</span>
                )}
              </UnstyledButton>
              {isOpen && !isNarrow && (
                <>
                  <span
                    className={classes.tail}
                    style={{ '--analyst-color': item.color } as CSSProperties}
                    aria-hidden="true"
                  />
                  {renderBubble(item, 'beside', index >= items.length / 2)}
                </>
              )}
            </li>
          );
        })}
      </ul>
      {openItem && isNarrow && renderBubble(openItem, 'below')}
    </div>
  );
}
