import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGING } from '@irreplaceable/contracts/constants';
import type { TAdminNewsListItem } from '@irreplaceable/contracts/news/admin-list-news';
import { serverMessage } from '../../../shared/api/api-error';
import { IconAlert } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';
import { useDeleteAdminNews } from '../api/delete-admin-news';
import { ADMIN_NEWS_PAGE_SIZE, useAdminNewsList } from '../api/list-admin-news';
import { useSetNewsStatus } from '../api/set-news-status';
import { AdminNewsTable, articleName } from '../components/admin-news-table';
import { DeleteNewsModal } from '../components/delete-news-modal';
import { useAdminNewsFilters } from '../hooks/use-admin-news-filters';
import classes from './admin-news-page.module.css';

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

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_NEWS_PAGE_SIZE));
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
          <div>
            <Title order={1} className={classes.title}>
              {t('list.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('list.intro')}
            </Text>
          </div>
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

        <Paper withBorder className={classes.panel}>
          {list.isPending && (
            <Stack gap="sm" p="md" aria-busy="true">
              {[0, 1, 2, 3, 4].map((index) => (
                <Skeleton key={index} height={44} />
              ))}
            </Stack>
          )}
          {list.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlert size={18} />}
              title={t('list.loadError')}
              m="md"
            >
              <Button
                size="xs"
                color="red"
                variant="white"
                onClick={() => void list.refetch()}
                loading={list.isFetching}
              >
                {t('list.retry')}
              </Button>
            </Alert>
          )}
          {list.isSuccess && items.length === 0 && (
            <Stack align="center" gap="xs" py={56}>
              <Text fw={650}>{hasFilters ? t('list.emptyFiltered') : t('list.empty')}</Text>
              {!hasFilters && (
                <Button component={Link} to="/admin/news/new" variant="light" mt="xs">
                  {t('list.new')}
                </Button>
              )}
            </Stack>
          )}
          {items.length > 0 && (
            <AdminNewsTable
              items={items}
              busyId={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
              onToggleStatus={handleToggleStatus}
              onDelete={setToDelete}
            />
          )}
        </Paper>

        {pages > 1 && (
          <Group justify="center">
            <Pagination
              total={pages}
              value={filters.page}
              onChange={(page) =>
                updateFilters({ page, status: filters.status, search: filters.search })
              }
              aria-label={t('list.pagination')}
            />
          </Group>
        )}
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
