import { Group, Pagination } from '@mantine/core';
import { QueryList, type TListQuery, type TQueryListProps } from './query-list';

/** One page of a list as the server sends it: its items and how many there are in all. */
type TListPage<TItem> = { items: TItem[]; total: number };

type TPagedListProps<TItem> = Omit<TQueryListProps<TItem>, 'query' | 'items'> & {
  query: TListQuery & { data?: TListPage<TItem> };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  paginationLabel: string;
};

/** A list the server sends a page at a time, with page numbers below it once there are two pages. */
export function PagedList<TItem>({
  query,
  page,
  pageSize,
  onPageChange,
  paginationLabel,
  ...list
}: TPagedListProps<TItem>) {
  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / pageSize));
  return (
    <>
      <QueryList query={query} items={query.data?.items ?? []} {...list} />
      {pageCount > 1 && (
        <Group component="nav" justify="center" aria-label={paginationLabel}>
          <Pagination total={pageCount} value={page} onChange={onPageChange} />
        </Group>
      )}
    </>
  );
}
