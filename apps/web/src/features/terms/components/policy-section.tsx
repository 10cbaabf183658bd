import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './policy-section.module.css';

const PRIVACY_PARTS = ['collect', 'use', 'ai', 'storage', 'retention', 'rights'] as const;
const TERMS_PARTS = ['service', 'estimates', 'account', 'content', 'fairUse', 'changes'] as const;

/** The Privacy Policy, anchored at #privacy. */
export function PrivacySection() {
  const { t } = useTranslation('terms');
  return (
    <Paper
      id="privacy"
      component="section"
      withBorder
      p={{ base: 'lg', sm: 32 }}
      className={classes.section}
    >
      <Title order={2} mb="lg">
        {t('privacy.title')}
      </Title>
      <Stack gap="lg">
        {PRIVACY_PARTS.map((part) => (
          <div key={part}>
            <Title order={3} className={classes.partTitle}>
              {t(`privacy.${part}.title`)}
            </Title>
            <Text className={classes.body}>{t(`privacy.${part}.body`)}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** The Terms of Service, anchored at #terms. */
export function TermsSection() {
  const { t } = useTranslation('terms');
  return (
    <Paper
      id="terms"
      component="section"
      withBorder
      p={{ base: 'lg', sm: 32 }}
      className={classes.section}
    >
      <Title order={2} mb="lg">
        {t('terms.title')}
      </Title>
      <Stack gap="lg">
        {TERMS_PARTS.map((part) => (
          <div key={part}>
            <Title order={3} className={classes.partTitle}>
              {t(`terms.${part}.title`)}
            </Title>
            <Text className={classes.body}>{t(`terms.${part}.body`)}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
