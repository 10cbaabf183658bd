import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import { isLanguage } from '../../../shared/i18n/i18n';
import { IconAlert } from '../../../shared/ui/icons';
import { useJobsBoard } from '../api/list-jobs';
import { BoardHeader } from '../components/board-header';
import { JobCard } from '../components/job-card';
import { JobCardSkeleton } from '../components/job-card-skeleton';
import { useBoardFilters } from '../hooks/use-board-filters';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { cleanBoardSearch } from '../utils/clean-board-search';
import classes from './jobs-board-page.module.css';

const SKELETON_CARDS = 6;
const SEARCH_DEBOUNCE_MS = 300;
/** The chips fold into one selector below the header breakpoint (768 px). */
export const BOARD_MOBILE_QUERY = `(max-width: ${BREAKPOINTS.headerPx - 0.02}px)`;

export default function JobsBoardPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const isMobile = useMediaQuery(BOARD_MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const { filters, updateFilters } = useBoardFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const analysts = useAnalystsById();

  const syncSearch = useEffectEvent((search: string) => {
    if (search !== filters.search) updateFilters({ search });
  });
  useEffect(() => syncSearch(debouncedSearch), [debouncedSearch]);

  const board = useJobsBoard(language, filters);
  const { hasNextPage, isFetching, isError, fetchNextPage } = board;
  const jobs = board.data?.pages.flatMap((page) => page.items) ?? [];
  const total = board.data?.pages[0]?.total ?? null;

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinelRef = useLoadMoreOnScroll({
    canLoadMore: hasNextPage && !isFetching && !isError,
    onLoadMore: loadMore,
    pagesLoaded: board.data?.pages.length ?? 0,
  });

  const hasFilters = filters.search !== '' || filters.filter !== 'all';
  const clearFilters = () => {
    setSearchText('');
    updateFilters({ search: '', filter: 'all' });
  };

  return (
    <div className={classes.page}>
      <BoardHeader
        searchText={searchText}
        onSearchTextChange={(value) => setSearchText(cleanBoardSearch(value))}
        searchBy={filters.searchBy}
        onSearchByChange={(searchBy) => updateFilters({ searchBy })}
        filter={filters.filter}
        onFilterChange={(filter) => updateFilters({ filter })}
        isMobile={isMobile}
        total={total}
      />

      <Container size="lg" className={classes.body}>
        {board.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <JobCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        )}

        {board.isError && !board.isFetchNextPageError && (
          <LoadError onRetry={() => void board.refetch()} isRetrying={board.isFetching} />
        )}

        {board.isSuccess && jobs.length === 0 && (
          <Stack align="center" gap="xs" className={classes.empty}>
            <Text fw={650} fz="lg">
              {t('jobs.board.empty')}
            </Text>
            <Text c="dimmed" ta="center">
              {t('jobs.board.emptyHint')}
            </Text>
            {hasFilters && (
              <Button variant="light" mt="sm" onClick={clearFilters}>
                {t('jobs.board.clearFilters')}
              </Button>
            )}
          </Stack>
        )}

        {jobs.length > 0 && (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            className={classes.list}
          >
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} analyst={analysts[job.model_name]} />
              </li>
            ))}
          </SimpleGrid>
        )}

        <div ref={sentinelRef} className={classes.sentinel} aria-hidden="true" />

        {board.isFetchingNextPage && (
          <Group justify="center" gap="sm" className={classes.footer} role="status">
            <Loader size="sm" />
            <Text size="sm" c="dimmed">
              {t('jobs.board.loadingMore')}
            </Text>
          </Group>
        )}

        {board.isFetchNextPageError && (
          <LoadError onRetry={loadMore} isRetrying={board.isFetchingNextPage} />
        )}

        {board.isSuccess && jobs.length > 0 && !hasNextPage && (
          <Text size="sm" c="dimmed" ta="center" className={classes.footer}>
            {t('jobs.board.end')}
          </Text>
        )}
      </Container>
    </div>
  );
}

function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={t('jobs.board.error')}
      className={classes.error}
    >
      <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
        {t('jobs.board.retry')}
      </Button>
    </Alert>
  );
}
