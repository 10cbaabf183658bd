import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextWithLinks } from '../../../shared/ui/text-with-links';
import classes from './thanks-section.module.css';

/** Thanks, and how to reach us; without a known address the contact line is left out. */
export function ThanksSection({ email }: { email: string | null }) {
  const { t } = useTranslation('about');
  return (
    <Paper
      component="section"
      withBorder
      className={classes.section}
      aria-labelledby="about-thanks"
    >
      <Title order={2} id="about-thanks" className={classes.title}>
        {t('thanks.title')}
      </Title>
      <Text className={classes.line}>{t('thanks.line')}</Text>
      {email && (
        <Text className={classes.line}>
          <TextWithLinks
            text={t('thanks.contact')}
            links={{ email: () => <Anchor href={`mailto:${email}`}>{email}</Anchor> }}
          />
        </Text>
      )}
      <Group justify="center" gap="sm" mt="md">
        <Button component={Link} to="/" radius="xl">
          {t('thanks.startSearching')}
        </Button>
        <Button component={Link} to="/news" variant="light" radius="xl">
          {t('thanks.readNews')}
        </Button>
      </Group>
    </Paper>
  );
}
