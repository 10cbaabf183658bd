import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { isLanguage } from '../../../shared/i18n/i18n';
import { IconAlert } from '../../../shared/ui/icons';
import { formatSgd, formatUsdOf } from '../utils/money';
import classes from './top-up-packs.module.css';

/**
 * The spec's three packs with their prices. Payments are not switched on, so the page says so
 * and the buttons stay disabled: nothing pretends to take money.
 */
export function TopUpPacks() {
  const { t, i18n } = useTranslation('credit');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <Stack gap="sm" component="section" aria-labelledby="top-up">
      <Title order={2} id="top-up" fz="xl">
        {t('topUp.title')}
      </Title>
      <Alert variant="light" icon={<IconAlert size={18} />} title={t('topUp.unavailableTitle')}>
        <Text size="sm" id="top-up-unavailable">
          {t('topUp.unavailableBody')}
        </Text>
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {CREDITS.topUpPacksSgd.map((sgd) => {
          const price = formatSgd(sgd, language);
          return (
            <Paper key={sgd} withBorder p="md" className={classes.pack}>
              <div>
                <Text className={classes.price}>{price}</Text>
                <Text size="sm" c="gray.7">
                  {t('topUp.approx', { usd: formatUsdOf(sgd, language) })}
                </Text>
              </div>
              <Button
                variant="light"
                disabled
                aria-describedby="top-up-unavailable"
                className={classes.buy}
              >
                {t('topUp.buy')}
              </Button>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="gray.7">
        {t('topUp.priceNote')}
      </Text>
    </Stack>
  );
}
