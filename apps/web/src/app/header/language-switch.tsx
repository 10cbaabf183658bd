import { SegmentedControl } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@irreplaceable/contracts/constants';
import { isLanguage } from '../../shared/i18n/i18n';
import { addressInLanguage } from '../../shared/i18n/language-address';
import { useChooseLanguage } from './use-choose-language';

/**
 * The EN/简 switch. The choice is remembered under `userLanguage`, and for a signed-in user as
 * the account's preferred language too. Each choice is also a link to the page's address in
 * that language, so it works before the page has hydrated (and for a reader without JavaScript).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const chooseLanguage = useChooseLanguage();

  const choice = (language: Language) => {
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (language !== i18n.language) chooseLanguage(language);
    };
    return (
      <a
        href={addressInLanguage(pathname, search, language)}
        hrefLang={language === 'zh' ? 'zh-CN' : 'en'}
        tabIndex={-1}
        onClick={handleClick}
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        {t(language === 'zh' ? 'nav.language.zh' : 'nav.language.en')}
      </a>
    );
  };

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
          { value: 'en', label: choice('en') },
          { value: 'zh', label: choice('zh') },
        ]}
      />
    </div>
  );
}
