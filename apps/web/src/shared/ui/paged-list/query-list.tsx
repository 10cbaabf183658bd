import { Box, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { SkeletonRows } from './skeleton-rows';
import { RetryAlert } from '../retry-alert';

/** What a list reads of its query; a plain query's result fits, and so does an infinite one's. */
export type TListQuery = {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  /** A further page of an infinite query failed: the items stay, and its load-more button retries. */
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
};

export type TQueryListProps<TItem> = {
  query: TListQuery;
  items: TItem[];
  /** The alert's title when the list cannot be loaded, and its retry button's text. */
  errorTitle: string;
  retryLabel: string;
  /** What stands in for the items while the first load is under way. */
  skeleton?: ReactNode;
  /** What a successful load with nothing in it shows: an `EmptyState` or a line of text. */
  empty: ReactNode;
  /** Draws the loaded items, so a feature can list them, tabulate them or lay them out its way. */
  renderItems: (items: TItem[]) => ReactNode;
  /** A list that is a page's main content sits in a bordered panel; one inside a panel does not. */
  withPanel?: boolean;
  panelClassName?: string;
};

/** A list fed by a query: a skeleton while it loads, an alert with a retry, the empty state, the items. */
export function QueryList<TItem>({
  query,
  items,
  errorTitle,
  retryLabel,
  skeleton = <SkeletonRows />,
  empty,
  renderItems,
  withPanel = true,
  panelClassName,
}: TQueryListProps<TItem>) {
  const content = (
    <>
      {query.isPending && <Box aria-busy="true">{skeleton}</Box>}
      {query.isError && !query.isFetchNextPageError && (
        <RetryAlert
          title={errorTitle}
          retryLabel={retryLabel}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          m={withPanel ? 'md' : undefined}
        />
      )}
      {query.isSuccess && items.length === 0 && empty}
      {items.length > 0 && renderItems(items)}
    </>
  );
  return withPanel ? (
    <Paper withBorder className={panelClassName}>
      {content}
    </Paper>
  ) : (
    content
  );
}
