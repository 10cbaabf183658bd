import { Badge, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CSSProperties, KeyboardEvent } from 'react';
import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAssessmentType } from '@irreplaceable/contracts/assessments/assessment';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { isAnalystSelectable } from '../utils/selection-rules';
import classes from './selection.module.css';

type TAnalystPickerProps = {
  mode: TAssessmentType;
  selected: TAnalystId;
  personas: TAnalystsById;
  onSelect: (analystId: TAnalystId) => void;
};

/**
 * The four analysts as a radio group of cards. In free mode only gpt can be chosen; the others
 * stay visible, greyed out, so the user sees what credit mode offers.
 */
export function AnalystPicker({ mode, selected, personas, onSelect }: TAnalystPickerProps) {
  const { t } = useTranslation('jobFit');
  const selectable = ANALYST_IDS.filter((id) => isAnalystSelectable(mode, id));

  // Arrow keys move between the cards that can be chosen, as in any radio group.
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, analystId: TAnalystId) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined || selectable.length < 2) return;
    event.preventDefault();
    const index = selectable.indexOf(analystId);
    const next = selectable[(index + step + selectable.length) % selectable.length];
    if (next) onSelect(next);
  };

  return (
    <div role="radiogroup" aria-label={t('selection.analystsLabel')} className={classes.analysts}>
      {ANALYST_IDS.map((analystId) => {
        const persona = personas[analystId];
        const isSelectable = isAnalystSelectable(mode, analystId);
        const isSelected = analystId === selected;
        return (
          <UnstyledButton
            key={analystId}
            role="radio"
            aria-checked={isSelected}
            aria-disabled={!isSelectable}
            tabIndex={isSelected ? 0 : -1}
            className={classes.analyst}
            data-selected={isSelected || undefined}
            data-disabled={!isSelectable || undefined}
            style={{ '--analyst-color': persona?.color } as CSSProperties}
            onClick={() => {
              if (isSelectable) onSelect(analystId);
            }}
            onKeyDown={(event) => handleKeyDown(event, analystId)}
          >
            <AnalystAvatar
              analystId={analystId}
              persona={persona}
              size={44}
              withRing={isSelected}
            />
            <div className={classes.analystText}>
              <Text fw={700} size="sm" className={classes.analystName}>
                {persona?.displayName ?? analystId}
              </Text>
              <Text size="xs" c="gray.7" lineClamp={2}>
                {persona?.description}
              </Text>
              {!isSelectable && (
                <Badge size="xs" variant="light" color="gray" radius="sm" mt={6}>
                  {t('selection.creditOnly')}
                </Badge>
              )}
            </div>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
