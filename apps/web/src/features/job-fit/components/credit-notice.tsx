import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert } from '../../../shared/ui/icons';

/** Shown after a start was refused for lack of credit (spec 001 sections 2 and 8). */
export function CreditNotice() {
  const { t } = useTranslation('jobFit');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={t('credit.title')}
      role="alert"
    >
      <Text size="sm">{t('credit.body')}</Text>
      <Button component={Link} to="/me/credit" size="xs" color="red" variant="white" mt="xs">
        {t('credit.topUp')}
      </Button>
    </Alert>
  );
}
