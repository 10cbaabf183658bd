import {
  Alert,
  Button,
  CloseButton,
  Container,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminCreditUser } from '@irreplaceable/contracts/credits/credits';
import { IconAlert } from '../../../shared/ui/icons';
import { CREDIT_USERS_PAGE_SIZE, useCreditUsers } from '../api/list-credit-users';
import { CreditAdjustForm } from '../components/credit-adjust-form';
import { CreditUserLedger } from '../components/credit-user-ledger';
import { CreditUsersTable } from '../components/credit-users-table';
import classes from './admin-user-credit-page.module.css';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/user-credit: find a user, see their balance and ledger, grant or take back credit. */
export default function AdminUserCreditPage() {
  const { t } = useTranslation('adminCredit');
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState({ query: '', page: 1 });
  const [selected, setSelected] = useState<TAdminCreditUser | null>(null);
  const selectedPanel = useRef<HTMLElement>(null);
  const list = useCreditUsers(filters.query, filters.page);
  const search = useDebouncedCallback(
    (value: string) => setFilters({ query: value.trim(), page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );

  // On a phone the panel opens below a long table: bring it into view.
  const selectedId = selected?.user_id ?? null;
  useEffect(() => {
    if (selectedId) selectedPanel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [selectedId]);

  const users = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CREDIT_USERS_PAGE_SIZE));

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            {t('title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('intro')}
          </Text>
        </div>

        <Group justify="space-between" gap="sm">
          <TextInput
            type="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={searchText}
            maxLength={200}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              search(event.currentTarget.value);
            }}
            className={classes.search}
          />
          {list.data && (
            <Text size="sm" c="gray.7">
              {t('users.count', { count: total })}
            </Text>
          )}
        </Group>

        <Paper withBorder className={classes.panel}>
          {list.isPending && (
            <Stack gap="sm" p="md" aria-busy="true">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height={44} />
              ))}
            </Stack>
          )}
          {list.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlert size={18} />}
              title={t('users.loadError')}
              m="md"
            >
              <Button
                size="xs"
                color="red"
                variant="white"
                onClick={() => void list.refetch()}
                loading={list.isFetching}
              >
                {t('users.retry')}
              </Button>
            </Alert>
          )}
          {list.isSuccess && users.length === 0 && (
            <Text ta="center" fw={600} py={48}>
              {filters.query ? t('users.empty', { query: filters.query }) : t('users.emptyAll')}
            </Text>
          )}
          {users.length > 0 && (
            <CreditUsersTable
              users={users}
              selectedId={selected?.user_id ?? null}
              onSelect={setSelected}
            />
          )}
        </Paper>

        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={filters.page}
              onChange={(page) => setFilters((current) => ({ ...current, page }))}
              aria-label={t('users.pagination')}
            />
          </Group>
        )}

        {selected && (
          <Paper
            withBorder
            p="lg"
            component="section"
            aria-labelledby="credit-selected-user"
            key={selected.user_id}
            ref={selectedPanel}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
              <div className={classes.selectedHead}>
                <Title order={2} fz="xl" id="credit-selected-user" className={classes.email}>
                  {t('selected.title', { email: selected.email })}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('selected.balance', selected.balance)}
                </Text>
              </div>
              <CloseButton aria-label={t('selected.close')} onClick={() => setSelected(null)} />
            </Group>
            <div className={classes.selectedBody}>
              <CreditAdjustForm
                user={selected}
                onDone={(result) =>
                  setSelected((current) =>
                    current?.user_id === result.user_id
                      ? { ...current, balance: result.balance }
                      : current,
                  )
                }
              />
              <CreditUserLedger userId={selected.user_id} />
            </div>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
