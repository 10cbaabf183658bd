import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../shared/ui/icons';
import classes from './status-page.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" gap="md">
        <Text className={classes.code} aria-hidden="true">
          {t('common.notFound.code')}
        </Text>
        <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
          {t('common.notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('common.notFound.line')}
        </Text>
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />} mt="sm">
          {t('common.notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
