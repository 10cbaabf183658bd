import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconAlert } from '../../../shared/ui/icons';
import { fallbackParts, type TFallbackPart } from '../utils/fallback-parts';
import { BUDGET_FALLBACK_REASONS } from '@irreplaceable/contracts/analysis/fallback-reasons';

/**
 * The notice's title: why no model wrote, when every text on the page fell back for the same
 * allowance (the day's budget, or the address's share of new pages), else that a model failed.
 */
function titleKey(
  engines: TEngine[],
):
  | 'jobDetail.engine.fallbackTitle'
  | 'jobDetail.engine.fallbackTitleDaySpent'
  | 'jobDetail.engine.fallbackTitleAddressShareSpent' {
  const reasons = new Set(engines.map((engine) => engine.fallback_reason).filter(Boolean));
  if (reasons.size !== 1) return 'jobDetail.engine.fallbackTitle';
  const [reason] = reasons;
  if (reason === BUDGET_FALLBACK_REASONS.daySpent) return 'jobDetail.engine.fallbackTitleDaySpent';
  if (reason === BUDGET_FALLBACK_REASONS.addressShareSpent) {
    return 'jobDetail.engine.fallbackTitleAddressShareSpent';
  }
  return 'jobDetail.engine.fallbackTitle';
}

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
  const unavailableEngines = [pageEngine, ...reviews.map((review) => review.engine)].filter(
    (engine) => engine.fallback_reason && engine.fallback_kind !== 'rejected',
  );
  return (
    <>
      {unavailable.length > 0 && (
        <Notice title={t(titleKey(unavailableEngines))}>
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
