import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { IconMail } from '../../../shared/ui/icons';

export function ProfileSummary({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 32 }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar src={user.avatar_url} name={user.username} color="initials" size={72} radius="xl" />
        <Stack gap={4} miw={0}>
          <Title order={2} fz={{ base: 20, sm: 24 }} lineClamp={1}>
            {user.username}
          </Title>
          {user.job_title && (
            <Text c="dark.4" size="sm" lineClamp={1}>
              {user.job_title}
            </Text>
          )}
          <Group gap={6} wrap="nowrap">
            <IconMail size={16} color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="dimmed" aria-label={t('profile.email')} truncate>
              {user.email}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile.memberSince', { date: formatDate.month(user.created_at) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
