import { CloseButton, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdminCreditUser } from '@irreplaceable/contracts/credits/credits';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { CREDIT_USERS_PAGE_SIZE, useCreditUsers } from '../api/list-credit-users';
import { CreditAdjustForm } from '../components/credit-adjust-form';
import { CreditUserLedger } from '../components/credit-user-ledger';
import { CreditUsersTable } from '../components/credit-users-table';
import classes from './admin-user-credit-page.module.css';
import { PageHeading } from '../../../shared/ui/page-heading';

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

  const total = list.data?.total ?? 0;

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="lg">
        <PageHeading title={t('title')} intro={t('intro')} />

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

        <PagedList
          query={list}
          page={filters.page}
          pageSize={CREDIT_USERS_PAGE_SIZE}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          errorTitle={t('users.loadError')}
          retryLabel={t('users.retry')}
          paginationLabel={t('users.pagination')}
          panelClassName={classes.panel}
          empty={
            <EmptyState
              title={
                filters.query ? t('users.empty', { query: filters.query }) : t('users.emptyAll')
              }
            />
          }
          renderItems={(users) => (
            <CreditUsersTable users={users} selectedId={selectedId} onSelect={setSelected} />
          )}
        />

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
