import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';

/**
 * Who really wrote a text: the built-in analyst (named as such, and as not a language model) or
 * the model by its own label, with the character whose voice it is. A model's failure is told
 * once for the whole page (FallbackNotice), not under each text it touched.
 */
export function EngineNote({ engine, voice }: { engine: TEngine; voice?: string | undefined }) {
  const { t } = useTranslation();
  const text =
    engine.kind === 'builtin'
      ? voice
        ? t('jobDetail.engine.builtinFor', { name: voice })
        : t('jobDetail.engine.builtinPage')
      : voice
        ? t('jobDetail.engine.llmFor', { engine: engine.label, name: voice })
        : t('jobDetail.engine.writtenBy', { engine: engine.label });
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
