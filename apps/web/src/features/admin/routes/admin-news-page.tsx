import { Button, Container, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGING } from '@irreplaceable/contracts/constants';
import type { TAdminNewsListItem } from '@irreplaceable/contracts/news/admin-list-news';
import { serverMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { SkeletonRows } from '../../../shared/ui/paged-list/skeleton-rows';
import { useDeleteAdminNews } from '../api/delete-admin-news';
import { ADMIN_NEWS_PAGE_SIZE, useAdminNewsList } from '../api/list-admin-news';
import { useSetNewsStatus } from '../api/set-news-status';
import { AdminNewsTable, articleName } from '../components/admin-news-table';
import { DeleteNewsModal } from '../components/delete-news-modal';
import { useAdminNewsFilters } from '../hooks/use-admin-news-filters';
import classes from './admin-news-page.module.css';
import { PageHeading } from '../../../shared/ui/page-heading';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/news: every article, drafts included, with publish, unpublish and delete. */
export default function AdminNewsPage() {
  const { t } = useTranslation('adminNews');
  const { filters, updateFilters } = useAdminNewsFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [toDelete, setToDelete] = useState<TAdminNewsListItem | null>(null);
  const list = useAdminNewsList(filters);
  const setStatus = useSetNewsStatus();
  const remove = useDeleteAdminNews();
  const search = useDebouncedCallback(
    (value: string) => updateFilters({ search: value.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  const total = list.data?.total ?? 0;
  const hasFilters = filters.status !== 'all' || filters.search !== '';

  const handleToggleStatus = (item: TAdminNewsListItem) => {
    const status = item.status === 'published' ? 'draft' : 'published';
    const title = articleName(item) || t('list.untitled');
    setStatus.mutate(
      { id: item.id, status },
      {
        onSuccess: () =>
          notify(
            'success',
            t(status === 'published' ? 'list.published' : 'list.unpublished', { title }),
          ),
        onError: (error) => notify('error', serverMessage(error) ?? t('list.actionFailed')),
      },
    );
  };

  const handleDelete = () => {
    if (!toDelete) return;
    const title = articleName(toDelete) || t('list.untitled');
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify('success', t('list.deleted', { title }));
        setToDelete(null);
      },
      onError: (error) => notify('error', serverMessage(error) ?? t('list.actionFailed')),
    });
  };

  return (
    <Container size="xl" className={classes.page}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageHeading title={t('list.title')} intro={t('list.intro')} />
          <Button component={Link} to="/admin/news/new">
            {t('list.new')}
          </Button>
        </Group>

        <Group justify="space-between" gap="sm">
          <SegmentedControl
            aria-label={t('list.statusLabel')}
            value={filters.status}
            onChange={(value) =>
              updateFilters({ status: value === 'draft' || value === 'published' ? value : 'all' })
            }
            data={(['all', 'draft', 'published'] as const).map((value) => ({
              value,
              label: t(`list.status.${value}`),
            }))}
          />
          <Group gap="sm">
            {list.data && (
              <Text size="sm" c="gray.7">
                {t('list.count', { count: total })}
              </Text>
            )}
            <TextInput
              type="search"
              aria-label={t('list.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
              value={searchText}
              maxLength={PAGING.boardSearchMaxLength}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                search(event.currentTarget.value);
              }}
              className={classes.search}
            />
          </Group>
        </Group>

        <PagedList
          query={list}
          page={filters.page}
          pageSize={ADMIN_NEWS_PAGE_SIZE}
          onPageChange={(page) =>
            updateFilters({ page, status: filters.status, search: filters.search })
          }
          errorTitle={t('list.loadError')}
          retryLabel={t('list.retry')}
          paginationLabel={t('list.pagination')}
          panelClassName={classes.panel}
          skeleton={<SkeletonRows count={5} />}
          empty={
            <EmptyState
              title={hasFilters ? t('list.emptyFiltered') : t('list.empty')}
              action={hasFilters ? undefined : { to: '/admin/news/new', label: t('list.new') }}
            />
          }
          renderItems={(items) => (
            <AdminNewsTable
              items={items}
              busyId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
              onToggleStatus={handleToggleStatus}
              onDelete={setToDelete}
            />
          )}
        />
      </Stack>

      <DeleteNewsModal
        title={toDelete ? articleName(toDelete) || t('list.untitled') : null}
        isDeleting={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
