import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../shared/i18n/i18n';
import { useChooseLanguage } from './use-choose-language';

/**
 * The EN/简 switch. The choice is remembered under `userLanguage`, and for a signed-in user as
 * the account's preferred language too.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  return (
    <div role="group" aria-label={t('nav.language.label')}>
      <SegmentedControl
        size="xs"
        radius="xl"
        value={i18n.language}
        onChange={(value) => {
          if (isLanguage(value)) chooseLanguage(value);
        }}
        data={[
          { value: 'en', label: t('nav.language.en') },
          { value: 'zh', label: t('nav.language.zh') },
        ]}
      />
    </div>
  );
}
