import { Avatar, Badge, Group, Indicator, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@irreplaceable/contracts/users/user';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useUnreadCount } from '../../features/inbox/api/get-unread-count';
import { formatUnreadCount } from '../../features/inbox/utils/format-unread-count';
import {
  IconChevronDown,
  IconInbox,
  IconLogout,
  IconShield,
  IconUser,
} from '../../shared/ui/icons';
import { MenuAction, MenuButton, MenuDivider, MenuLink } from '../../shared/ui/menu-button';
import classes from './app-header.module.css';

export default function UserMenu({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { data: unreadCount = 0 } = useUnreadCount(user.id);
  const unreadLabel = formatUnreadCount(unreadCount);

  return (
    <MenuButton
      label={t('nav.header.accountMenu')}
      triggerClassName={classes.userButton}
      heading={user.email}
      trigger={
        <Group gap={8} wrap="nowrap">
          <Indicator
            label={unreadLabel}
            disabled={!unreadLabel}
            color="red"
            size={18}
            offset={3}
            inline
          >
            <Avatar src={user.avatar_url} name={user.username} color="initials" size={34} />
          </Indicator>
          <Text size="sm" fw={600} visibleFrom="sm" className={classes.username}>
            {user.username}
          </Text>
          <IconChevronDown size={16} className={classes.chevron} />
        </Group>
      }
    >
      <MenuLink to="/me/profile" icon={<IconUser size={16} />}>
        {t('nav.header.profile')}
      </MenuLink>
      <MenuLink
        to="/me/inbox"
        icon={<IconInbox size={16} />}
        ariaLabel={
          unreadLabel
            ? `${t('nav.header.inbox')}, ${t('nav.header.unread', { count: unreadCount })}`
            : undefined
        }
        right={
          unreadLabel && (
            <Badge size="sm" color="red" circle={unreadLabel.length < 3}>
              {unreadLabel}
            </Badge>
          )
        }
      >
        {t('nav.header.inbox')}
      </MenuLink>
      {user.is_admin && (
        // The admin area keeps its own session: /admin asks for the admin sign-in when needed.
        <MenuLink to="/admin" icon={<IconShield size={16} />}>
          {t('nav.header.admin')}
        </MenuLink>
      )}
      <MenuDivider />
      <MenuAction isDanger icon={<IconLogout size={16} />} onSelect={() => void logout()}>
        {t('nav.header.logout')}
      </MenuAction>
    </MenuButton>
  );
}
