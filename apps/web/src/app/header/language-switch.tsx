import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../../shared/i18n/i18n';

/** The EN/简 switch. The choice is remembered under `userLanguage`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('nav.language.label')}>
      <SegmentedControl
        size="xs"
        radius="xl"
        value={i18n.language}
        onChange={(value) => {
          if (isLanguage(value)) void changeLanguage(value);
        }}
        data={[
          { value: 'en', label: t('nav.language.en') },
          { value: 'zh', label: t('nav.language.zh') },
        ]}
      />
    </div>
  );
}
