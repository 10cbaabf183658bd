import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';

/**
 * Who really wrote a text: "Built-in analyst" or the model's own label, never a persona's model
 * name for built-in text; a plain note when a configured model fell back, or when the day's model
 * budget was spent.
 */
export function EngineLabel({ engine }: { engine: TEngine }) {
  const { t } = useTranslation('jobFit');
  const label = engine.kind === 'builtin' ? t('engine.builtin') : engine.label;
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('engine.writtenBy', { engine: label })}
      </Text>
      {engine.fallback_reason && (
        <Text size="xs" c="dimmed" fs="italic">
          {t(
            engine.fallback_reason === BUDGET_FALLBACK_REASONS.daySpent
              ? 'engine.budgetSpent'
              : 'engine.fallback',
          )}
        </Text>
      )}
    </>
  );
}
