import { INBOX } from '@irreplaceable/contracts/constants';

/** "99+" above 99 (spec 000 section 9); nothing at all when there is nothing unread. */
export function formatUnreadCount(count: number): string | null {
  if (count <= 0) return null;
  return count > INBOX.unreadBadgeMax ? `${INBOX.unreadBadgeMax}+` : String(count);
}
