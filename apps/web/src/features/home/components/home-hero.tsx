import { Badge, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconSparkles } from '../../../shared/ui/icons';
import classes from './home-hero.module.css';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.hero}>
      <Stack align="center" gap="lg">
        <Badge
          size="lg"
          variant="light"
          radius="xl"
          leftSection={<IconSparkles size={14} />}
          className={classes.eyebrow}
        >
          {t('home.hero.eyebrow')}
        </Badge>
        <Title order={1} className={classes.title}>
          {t('home.hero.title')}
        </Title>
        <Text component="p" className={classes.slogan}>
          {t('home.hero.slogan')}
        </Text>
        <Text c="dimmed" ta="center" maw={620} fz={{ base: 'md', sm: 'lg' }}>
          {t('app.intro')}
        </Text>
      </Stack>
    </Container>
  );
}
