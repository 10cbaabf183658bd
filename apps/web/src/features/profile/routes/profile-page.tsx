import { Alert, Button, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../../shared/api/get-me';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { IconAlert } from '../../../shared/ui/icons';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';

export default function ProfilePage() {
  const { t } = useTranslation();
  const storedUser = useAuthStore((state) => state.user);
  const me = useQuery(meQueryOptions());
  // If the refresh fails, the copy stored at sign-in is still worth showing.
  const user = me.data ?? (me.isError ? storedUser : null);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {t('profile.title')}
      </Title>
      {user ? (
        <>
          <ProfileSummary user={user} />
          <ProfileForm key={user.id} user={user} />
        </>
      ) : me.isError ? (
        <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
          {t('profile.loadFailed')}
          <Button variant="light" color="red" size="xs" mt="sm" onClick={() => void me.refetch()}>
            {t('profile.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Skeleton height={136} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </>
      )}
    </Stack>
  );
}
