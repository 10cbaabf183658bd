import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';

/**
 * Who really wrote a text: the engine's own label ("Built-in analyst" or the model), never a
 * persona's model name for built-in text, and a plain note when a model fell back.
 */
export function EngineNote({ engine, size = 'xs' }: { engine: TEngine; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  // Built-in text is always labelled in the page's language; a model keeps its own name.
  const label = engine.kind === 'builtin' ? t('jobDetail.engine.builtin') : engine.label;
  return (
    <>
      <Text size={size} c="dimmed">
        {t('jobDetail.engine.writtenBy', { engine: label })}
      </Text>
      {engine.fallback_reason && (
        <Text size={size} c="dimmed" fs="italic">
          {t('jobDetail.engine.fallback')}
        </Text>
      )}
    </>
  );
}
