import type { NotificationData } from '@mantine/notifications';
import { create } from 'zustand';

/**
 * Whether anything has been notified yet. The notifications container (transitions, portal,
 * scroll-lock helpers) is only loaded once it is needed, which keeps it off the first page load.
 */
export const useNotificationsNeeded = create<boolean>(() => false);

type TNotifyKind = 'success' | 'error' | 'info';

const COLORS: Record<TNotifyKind, string> = { success: 'lagoon', error: 'red', info: 'gray' };

/** Shows a toast-style message; every part of the app notifies through here. */
export function notify(
  kind: TNotifyKind,
  message: string,
  options: Omit<NotificationData, 'message'> = {},
): void {
  useNotificationsNeeded.setState(true);
  // The store comes with the container's chunk (notifications-host.tsx), off the first load.
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color: COLORS[kind], withBorder: true, ...options, message }),
  );
}
