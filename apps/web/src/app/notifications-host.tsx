import { lazy, Suspense } from 'react';
import { useNotificationsNeeded } from '../shared/ui/notify';

const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

/** Mounts Mantine's notifications container the first time something is notified. */
export function NotificationsHost() {
  const isNeeded = useNotificationsNeeded();
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} limit={3} />
    </Suspense>
  );
}
