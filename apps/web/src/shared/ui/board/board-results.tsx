import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useLoadMoreOnScroll } from '../../hooks/use-load-more-on-scroll';
import { IconAlert } from '../icons';
import classes from './board-results.module.css';

const SKELETON_CARDS = 6;
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

export type TBoardTexts = {
  empty: string;
  emptyHint: string;
  clearFilters: string;
  loadingMore: string;
  end: string;
  error: string;
  retry: string;
};

type TBoardResultsProps<T> = {
  board: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  skeleton: ReactNode;
  texts: TBoardTexts;
  /** Offered on an empty result when a search or a chip narrowed it. */
  onClearFilters: (() => void) | null;
  /** A board's own way forward from an empty result, shown under its hint. */
  emptyAction?: ReactNode;
};

/**
 * A board's cards (jobs, news) in every state of an endless list: skeletons, a load error with
 * try-again, the empty result, the grid, the next page as the end comes into view, and the end.
 */
export function BoardResults<T>(props: TBoardResultsProps<T>) {
  const { board, texts } = props;
  const { hasNextPage, isFetching, isError, fetchNextPage } = board;
  const items = board.data?.pages.flatMap((page) => page.items) ?? [];

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const sentinelRef = useLoadMoreOnScroll({
    canLoadMore: hasNextPage && !isFetching && !isError,
    onLoadMore: loadMore,
    pagesLoaded: board.data?.pages.length ?? 0,
  });

  return (
    <Container size="lg" className={classes.body}>
      {board.isPending && (
        <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index}>{props.skeleton}</div>
          ))}
        </SimpleGrid>
      )}

      {board.isError && !board.isFetchNextPageError && (
        <LoadError texts={texts} onRetry={() => void board.refetch()} isRetrying={isFetching} />
      )}

      {board.isSuccess && items.length === 0 && (
        <Stack align="center" gap="xs" className={classes.empty}>
          <Text fw={650} fz="lg">
            {texts.empty}
          </Text>
          <Text c="gray.7" ta="center">
            {texts.emptyHint}
          </Text>
          {props.emptyAction}
          {props.onClearFilters && (
            <Button variant="light" mt="sm" onClick={props.onClearFilters}>
              {texts.clearFilters}
            </Button>
          )}
        </Stack>
      )}

      {items.length > 0 && (
        <SimpleGrid component="ul" cols={GRID_COLUMNS} spacing="lg" className={classes.list}>
          {items.map((item, index) => (
            <li key={props.itemKey(item)}>{props.renderItem(item, index)}</li>
          ))}
        </SimpleGrid>
      )}

      <div ref={sentinelRef} className={classes.sentinel} aria-hidden="true" />

      {board.isFetchingNextPage && (
        <Group justify="center" gap="sm" className={classes.footer} role="status">
          <Loader size="sm" />
          <Text size="sm" c="gray.7">
            {texts.loadingMore}
          </Text>
        </Group>
      )}

      {board.isFetchNextPageError && (
        <LoadError texts={texts} onRetry={loadMore} isRetrying={board.isFetchingNextPage} />
      )}

      {board.isSuccess && items.length > 0 && !hasNextPage && (
        <Text size="sm" c="gray.7" ta="center" className={classes.footer}>
          {texts.end}
        </Text>
      )}
    </Container>
  );
}

type TLoadErrorProps = { texts: TBoardTexts; onRetry: () => void; isRetrying: boolean };

function LoadError({ texts, onRetry, isRetrying }: TLoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlert size={18} />}
      title={texts.error}
      className={classes.error}
    >
      <Button size="xs" color="red" variant="white" onClick={onRetry} loading={isRetrying}>
        {texts.retry}
      </Button>
    </Alert>
  );
}
