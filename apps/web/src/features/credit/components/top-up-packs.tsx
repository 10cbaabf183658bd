import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_PACKS, type TopUpPackSize } from '@irreplaceable/contracts/constants';
import { serverMessage } from '../../../shared/api/api-error';
import { recordTopUpIntent, useTopUpRecords } from '../../../shared/credits/top-up-records';
import { isLanguage } from '../../../shared/i18n/i18n';
import { leaveApp } from '../../../shared/routing/leave-app';
import { IconAlert } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';
import { useCreateCheckout } from '../api/create-checkout';
import { usePaymentOptions } from '../api/get-payment-options';
import { checkoutSource } from '../utils/checkout-source';
import { formatSgd, formatUsdOf } from '../utils/money';
import classes from './top-up-packs.module.css';

/**
 * The three packs with their prices and credits. Buying opens the payment page (Stripe's, or the
 * test page where no money moves); where payments are off the page says so and nothing can be
 * bought.
 */
export function TopUpPacks() {
  const { t, i18n } = useTranslation('credit');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const options = usePaymentOptions();
  const checkout = useCreateCheckout();
  const records = useTopUpRecords();
  const [buyingPack, setBuyingPack] = useState<TopUpPackSize | null>(null);
  const isAvailable = options.data?.available === true;
  const isTestMode = options.data?.test_mode === true;
  const source = checkoutSource(records, t('title'));

  const handleBuy = (pack: TopUpPackSize) => {
    setBuyingPack(pack);
    if (source.record) {
      recordTopUpIntent({
        featureName: source.record.featureName,
        sourcePath: source.record.sourcePath,
        sourceName: source.record.sourceName,
      });
    }
    const { record: _record, ...from } = source;
    checkout.mutate(
      { pack, ...from },
      {
        // The page is left for the payment page, so the button keeps spinning until it goes.
        onSuccess: ({ checkout_url }) => leaveApp.to(checkout_url),
        onError: (error) => {
          setBuyingPack(null);
          notify('error', serverMessage(error) ?? t('topUp.failed'));
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="top-up">
      <Title order={2} id="top-up" fz="xl">
        {t('topUp.title')}
      </Title>
      {options.data && !isAvailable && (
        <Alert variant="light" icon={<IconAlert size={18} />} title={t('topUp.unavailableTitle')}>
          <Text size="sm" id="top-up-unavailable">
            {t('topUp.unavailableBody')}
          </Text>
        </Alert>
      )}
      {isTestMode && (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlert size={18} />}
          title={t('topUp.testModeTitle')}
          classNames={{ title: classes.testModeTitle }}
        >
          <Text size="sm">{t('topUp.testModeBody')}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {TOP_UP_PACKS.map(({ pack, credits }) => {
          const price = formatSgd(pack, language);
          return (
            <Paper key={pack} withBorder p="md" className={classes.pack}>
              <div>
                <Text className={classes.price}>{price}</Text>
                <Text size="sm" fw={650} className={classes.credits}>
                  {t('topUp.credits', { count: credits })}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('topUp.approx', { usd: formatUsdOf(pack, language) })}
                </Text>
              </div>
              <Button
                variant={isAvailable ? 'filled' : 'light'}
                disabled={!isAvailable || (buyingPack !== null && buyingPack !== pack)}
                loading={buyingPack === pack}
                onClick={() => handleBuy(pack)}
                aria-label={t('topUp.buyPack', { count: credits, price })}
                aria-describedby={options.data && !isAvailable ? 'top-up-unavailable' : undefined}
                className={classes.buy}
              >
                {t('topUp.buy')}
              </Button>
            </Paper>
          );
        })}
      </SimpleGrid>
      {isAvailable && (
        <Text size="sm" c="gray.8">
          {source.record ? `${t('topUp.returnsTo', { name: source.source_name })} ` : ''}
          {!isTestMode && t('topUp.secureNote')}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {t('topUp.priceNote')}
      </Text>
    </Stack>
  );
}
