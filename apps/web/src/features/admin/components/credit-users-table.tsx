import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAdminCreditUser } from '@irreplaceable/contracts/credits/credits';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import classes from './credit-tables.module.css';

type TCreditUsersTableProps = {
  users: TAdminCreditUser[];
  selectedId: string | null;
  onSelect: (user: TAdminCreditUser) => void;
};

/** Users with their balances; "Manage" opens one user's adjustments and history. */
export function CreditUsersTable({ users, selectedId, onSelect }: TCreditUsersTableProps) {
  const { t } = useTranslation('adminCredit');
  const { date } = useDateFormat();

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('users.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.user')}</Table.Th>
            <Table.Th className={classes.number}>{t('users.columns.paid')}</Table.Th>
            <Table.Th className={classes.number}>{t('users.columns.free')}</Table.Th>
            <Table.Th className={classes.number}>{t('users.columns.total')}</Table.Th>
            <Table.Th>{t('users.columns.joined')}</Table.Th>
            <Table.Th className={classes.number}>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isSelected = user.user_id === selectedId;
            return (
              <Table.Tr
                key={user.user_id}
                data-selected={isSelected || undefined}
                className={classes.row}
              >
                <Table.Td>
                  <Text size="sm" fw={600} className={classes.email}>
                    {user.email}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {user.username}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.number}>{user.balance.paid}</Table.Td>
                <Table.Td className={classes.number}>{user.balance.free}</Table.Td>
                <Table.Td className={classes.number} fw={700}>
                  {user.balance.total}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <Text size="sm" component="time" dateTime={user.created_at}>
                    {date(user.created_at)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.number}>
                  <Button
                    size="xs"
                    variant={isSelected ? 'filled' : 'light'}
                    aria-label={t('users.manageLabel', { email: user.email })}
                    aria-pressed={isSelected}
                    onClick={() => onSelect(user)}
                  >
                    {isSelected ? t('users.managing') : t('users.manage')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
