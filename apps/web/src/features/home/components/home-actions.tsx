import { Container, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTranslationKey } from '../../../shared/i18n/i18n';
import { IconArrowRight, IconBriefcase, IconCompass, IconUsers } from '../../../shared/ui/icons';
import classes from './home-actions.module.css';

type TAction = {
  to: string;
  titleKey: TTranslationKey;
  descriptionKey: TTranslationKey;
  Icon: ComponentType<{ size?: number }>;
};

/** The three ways in (spec 000: Home). */
const ACTIONS: TAction[] = [
  {
    to: '/jobs',
    titleKey: 'home.actions.jobFit.title',
    descriptionKey: 'home.actions.jobFit.description',
    Icon: IconBriefcase,
  },
  {
    to: '/me/cv-analysis/start',
    titleKey: 'home.actions.rolesForMe.title',
    descriptionKey: 'home.actions.rolesForMe.description',
    Icon: IconUsers,
  },
  {
    to: '/me/industry-analysis/start',
    titleKey: 'home.actions.industry.title',
    descriptionKey: 'home.actions.industry.description',
    Icon: IconCompass,
  },
];

export function HomeActions() {
  const { t } = useTranslation();
  return (
    <Container
      size="lg"
      pb={{ base: 48, sm: 72 }}
      component="section"
      aria-labelledby="home-actions-title"
    >
      <Text id="home-actions-title" className={classes.label}>
        {t('home.actions.label')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'md', md: 'lg' }}>
        {ACTIONS.map(({ to, titleKey, descriptionKey, Icon }) => (
          <UnstyledButton key={to} component={Link} to={to} className={classes.card}>
            <ThemeIcon size={48} radius="md" variant="light" className={classes.icon}>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={2} className={classes.title}>
              {t(titleKey)}
            </Title>
            <Text size="sm" c="dimmed" className={classes.description}>
              {t(descriptionKey)}
            </Text>
            <span className={classes.arrow} aria-hidden="true">
              <IconArrowRight size={20} />
            </span>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Container>
  );
}
