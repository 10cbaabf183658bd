import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWebhookEventStatus } from '@irreplaceable/contracts/payments/payment-statuses';
import { IconAlert } from '../../../shared/ui/icons';

const STATUS_COLORS: Record<TWebhookEventStatus, string> = {
  processed: 'green',
  ignored: 'gray',
  failed: 'red',
};

/** What became of an event: processed green, ignored grey, failed red. */
export function WebhookEventStatusBadge({ status }: { status: TWebhookEventStatus }) {
  const { t } = useTranslation('adminWebhooks');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** An event an administrator must settle by hand (money taken and nothing credited, say). */
export function AttentionMark() {
  const { t } = useTranslation('adminWebhooks');
  return (
    <Badge variant="filled" color="orange.8" leftSection={<IconAlert size={12} />}>
      {t('attention')}
    </Badge>
  );
}
