import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconAlert } from '../../../shared/ui/icons';
import { fallbackParts } from '../utils/fallback-parts';

type TFallbackNoticeProps = {
  pageEngine: TEngine;
  reviews: { provider: TAnalystId; engine: TEngine }[];
  analysts: TAnalystsById;
};

/** One notice for every text a model failed to write on this page, naming each text once. */
export function FallbackNotice({ pageEngine, reviews, analysts }: TFallbackNoticeProps) {
  const { t, i18n } = useTranslation();
  const parts = fallbackParts(pageEngine, reviews).map((part) =>
    part.kind === 'page'
      ? t('jobDetail.engine.fallbackPage')
      : t('jobDetail.engine.fallbackReview', {
          name: analysts[part.provider]?.displayName ?? part.provider,
        }),
  );
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', {
    type: 'conjunction',
  }).format(parts);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconAlert size={18} />}
      title={t('jobDetail.engine.fallbackTitle')}
    >
      <Text size="sm">{t('jobDetail.engine.fallback', { parts: list })}</Text>
    </Alert>
  );
}
