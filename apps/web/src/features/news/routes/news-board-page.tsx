import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKPOINTS, DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { isLanguage } from '../../../shared/i18n/i18n';
import { IconAlert } from '../../../shared/ui/icons';
import { useNewsBoard } from '../api/list-news';
import { NewsBoardHeader } from '../components/news-board-header';
import { NewsCard } from '../components/news-card';
import { NewsCardSkeleton } from '../components/news-card-skeleton';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll';
import { useNewsFilters } from '../hooks/use-news-filters';
import { cleanBoardSearch } from '../utils/clean-board-search';
import classes from './news-board-page.module.css';

const SKELETON_CARDS = 6;
const SEARCH_DEBOUNCE_MS = 300;
/** Cards in the first row load their covers at once; the rest as they come near. */
const EAGER_COVERS = 3;
/** The chips fold into one selector below the header breakpoint (768 px). */
const BOARD_MOBILE_QUERY = `(max-width: ${BREAKPOINTS.headerPx - 0.02}px)`;

/** /news: the news board (spec 000 section 2), laid out like the job board. */
export default function NewsBoardPage() {
  const { t, i18n } = useTranslation('news');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const isMobile = useMediaQuery(BOARD_MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const { filters, updateFilters } = useNewsFilters();
  const [searchText, setSearchText] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  const syncSearch = useEffectEvent((search: string) => {
    if (search !== filters.search) updateFilters({ search });
  });
  useEffect(() => syncSearch(debouncedSearch), [debouncedSearch]);

  const board = useNewsBoard(language, filters);
  const { hasNextPage, isFetching, isError, fetchNextPage } = board;
  const articles = board.data?.pages.flatMap((page) => page.items) ?? [];
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
      <NewsBoardHeader
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
              <NewsCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        )}

        {board.isError && !board.isFetchNextPageError && (
          <LoadError onRetry={() => void board.refetch()} isRetrying={board.isFetching} />
        )}

        {board.isSuccess && articles.length === 0 && (
          <Stack align="center" gap="xs" className={classes.empty}>
            <Text fw={650} fz="lg">
              {t('board.empty')}
            </Text>
            <Text c="gray.7" ta="center">
              {t('board.emptyHint')}
            </Text>
            {hasFilters && (
              <Button variant="light" mt="sm" onClick={clearFilters}>
                {t('board.clearFilters')}
              </Button>
            )}
          </Stack>
        )}

        {articles.length > 0 && (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="lg"
            className={classes.list}
          >
            {articles.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} language={language} isEager={index < EAGER_COVERS} />
              </li>
            ))}
          </SimpleGrid>
        )}

        <div ref={sentinelRef} className={classes.sentinel} aria-hidden="true" />

        {board.isFetchingNextPage && (
          <Group justify="center" gap="sm" className={classes.footer} role="status">
            <Loader size="sm" />
            <Text size="sm" c="gray.7">
              {t('board.loadingMore')}
            </Text>
          </Group>
        )}

        {board.isFetchNextPageError && (
          <LoadError onRetry={loadMore} isRetrying={board.isFetchingNextPage} />
        )}

        {board.isSuccess && articles.length > 0 && !hasNextPage && (
          <Text size="sm" c="gray.7" ta="center" className={classes.footer}>
            {t('board.end')}
          </Text>
        )}
      </Container>
    </div>
  );
}

function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('news');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={t('board.error')}
      className={classes.error}
    >
      <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
        {t('board.retry')}
      </Button>
    </Alert>
  );
}
