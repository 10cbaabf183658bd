import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../shared/ui/icons';

/** The closable alert under the search box. */
export function SearchAlert({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlert size={20} />}
      title={t('search.alert.title')}
      withCloseButton
      closeButtonLabel={t('search.alert.close')}
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
