import { useSyncExternalStore } from 'react';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCreditBalanceResponse } from '@irreplaceable/contracts/credits/credits';
import { isApiError, serverMessage } from '../../../shared/api/api-error';
import { formatRelative } from '../../../shared/i18n/relative-time';
import { isLanguage } from '../../../shared/i18n/i18n';
import { IconHourglass, IconSparkles } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';
import { useClaimDailyGift } from '../api/claim-daily-gift';
import { giftResetTime } from '../utils/gift-reset-time';

const neverChanges = () => () => undefined;

type TDailyGiftCardProps = { userId: string; balance: TCreditBalanceResponse };

/** Today's free credit: a button while it waits, and when the next one comes once it is taken. */
export function DailyGiftCard({ userId, balance }: TDailyGiftCardProps) {
  const { t, i18n } = useTranslation('credit');
  const claim = useClaimDailyGift(userId);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const isAvailable = balance.daily_gift_available;
  // The reader's time zone is known only in the browser, so the hour is filled in once loaded.
  const resetTime = useSyncExternalStore(
    neverChanges,
    () => giftResetTime(language),
    () => null,
  );
  const nextGift =
    balance.next_gift_at && (formatRelative(balance.next_gift_at, language) ?? t('gift.nextSoon'));

  const handleClaim = () =>
    claim.mutate(undefined, {
      onSuccess: ({ amount }) => notify('success', t('gift.success', { count: amount })),
      onError: (error) =>
        notify(
          'error',
          isApiError(error) && error.errorType === 'daily_gift_claimed'
            ? t('gift.alreadyClaimed')
            : (serverMessage(error) ?? t('gift.failed')),
        ),
    });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="daily-gift" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <ThemeIcon variant="light" size="lg" radius="xl">
            {isAvailable ? <IconSparkles size={20} /> : <IconHourglass size={20} />}
          </ThemeIcon>
          <Title order={2} id="daily-gift" fz="lg">
            {t('gift.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('gift.body', { count: balance.daily_gift_amount })}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Button onClick={handleClaim} loading={claim.isPending} disabled={!isAvailable} fullWidth>
            {isAvailable ? t('gift.claim') : t('gift.claimed')}
          </Button>
          {nextGift ? (
            <Text size="xs" c="gray.7" ta="center">
              {t('gift.next', { when: nextGift })}
            </Text>
          ) : (
            <Text size="xs" c="gray.7" ta="center">
              {resetTime ? t('gift.resetNote', { time: resetTime }) : t('gift.resetDaily')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
