import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconAlert } from '../../../shared/ui/icons';
import { fallbackParts, type TFallbackPart } from '../utils/fallback-parts';

type TFallbackNoticeProps = {
  pageEngine: TEngine;
  reviews: { provider: TAnalystId; engine: TEngine }[];
  analysts: TAnalystsById;
};

/**
 * One notice for every text a model failed to write on this page, naming each text once: those
 * it did not write in time apart from those it wrote with figures the page does not hold.
 */
export function FallbackNotice({ pageEngine, reviews, analysts }: TFallbackNoticeProps) {
  const { t, i18n } = useTranslation();
  const parts = fallbackParts(pageEngine, reviews);
  const listOf = (group: TFallbackPart[]) =>
    new Intl.ListFormat(i18n.language === 'zh' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(
      group.map((part) =>
        part.kind === 'page'
          ? t('jobDetail.engine.fallbackPage')
          : t('jobDetail.engine.fallbackReview', {
              name: analysts[part.provider]?.displayName ?? part.provider,
            }),
      ),
    );
  const unavailable = parts.filter((part) => !part.isRejected);
  const rejected = parts.filter((part) => part.isRejected);
  return (
    <>
      {unavailable.length > 0 && (
        <Notice title={t('jobDetail.engine.fallbackTitle')}>
          {t('jobDetail.engine.fallback', { parts: listOf(unavailable) })}
        </Notice>
      )}
      {rejected.length > 0 && (
        <Notice title={t('jobDetail.engine.rejectedTitle')}>
          {t('jobDetail.engine.rejected', { parts: listOf(rejected) })}
        </Notice>
      )}
    </>
  );
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Alert color="orange" variant="light" radius="lg" icon={<IconAlert size={18} />} title={title}>
      <Text size="sm">{children}</Text>
    </Alert>
  );
}
