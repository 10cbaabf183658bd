import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { IconAlert, IconArrowLeft } from '../../shared/ui/icons';
import NotFoundPage from './not-found-page';

/** Shown in place of a page that failed to load or render, with a way forward. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="md" role="alert">
        <ThemeIcon color="red" variant="light" size={64} radius="xl">
          <IconAlert size={32} />
        </ThemeIcon>
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          {t('common.routeError.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('common.routeError.line')}
        </Text>
        <Group mt="sm">
          <Button onClick={() => window.location.reload()}>{t('common.routeError.reload')}</Button>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
          >
            {t('common.notFound.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
