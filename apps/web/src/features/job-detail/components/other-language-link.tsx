import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@irreplaceable/contracts/constants';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { addressInLanguage } from '../../../shared/i18n/language-address';
import { IconLanguage } from '../../../shared/ui/icons';

/**
 * The job page hides the language switch (spec 000), so it offers its own address in the other
 * language instead: a link that can be opened, copied or shared, and that switches in place when
 * clicked here.
 */
export function OtherLanguageLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const other: Language = language === 'zh' ? 'en' : 'zh';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void changeLanguage(other);
  };
  return (
    <Anchor
      href={addressInLanguage(pathname, search, other)}
      hrefLang={other}
      lang={other === 'zh' ? 'zh-CN' : 'en'}
      title={t('jobDetail.language.otherLabel')}
      onClick={handleClick}
      size="sm"
      fw={600}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
    >
      <IconLanguage size={16} />
      {t('jobDetail.language.other')}
    </Anchor>
  );
}
