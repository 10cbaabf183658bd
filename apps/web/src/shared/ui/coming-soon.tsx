import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteHandle } from '../routing/route-handle';
import { IconArrowLeft, IconHourglass } from './icons';
import classes from './coming-soon.module.css';

/**
 * The one placeholder for pages whose feature arrives later. It takes the page's title from the
 * route table, so a placeholder page is a one-line module that its feature later replaces.
 */
export function ComingSoon() {
  const { t } = useTranslation();
  const { titleKey } = useRouteHandle();
  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper className={classes.card} radius="lg" p={{ base: 'xl', sm: 48 }} withBorder>
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconHourglass size={30} />
          </ThemeIcon>
          <Badge variant="light" size="lg" radius="sm">
            {t('common.comingSoon.badge')}
          </Badge>
          <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
            {titleKey ? t(titleKey) : t('app.name')}
          </Title>
          <Text c="dimmed" ta="center" maw={420}>
            {t('common.comingSoon.line')}
          </Text>
          <Button
            component={Link}
            to="/"
            variant="light"
            leftSection={<IconArrowLeft size={18} />}
            mt="sm"
          >
            {t('common.comingSoon.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
