import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first page's code loads, before anything else can render. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-label={t('common.loading')}>
      <Loader type="dots" />
    </Center>
  );
}
