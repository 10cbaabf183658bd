import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EmptyState } from './empty-state';
import { PagedList } from './paged-list';
import { QueryList, type TListQuery } from './query-list';

type TFruit = { id: number; name: string };
type TFruitPage = { items: TFruit[]; total: number };
type TLoad = (page: number) => Promise<TFruitPage>;

const FRUIT = ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry'].map((name, index) => ({
  id: index + 1,
  name,
}));
const PAGE_SIZE = 2;

/** The server's answer for `page` of a basket holding `fruit`. */
const pageOf = (page: number, fruit = FRUIT): TFruitPage => ({
  items: fruit.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
  total: fruit.length,
});

const texts = { errorTitle: 'Fruit could not be loaded', retryLabel: 'Try again' };

const renderFruitList = (items: TFruit[]) => (
  <ul aria-label="Fruit">
    {items.map((fruit) => (
      <li key={fruit.id}>{fruit.name}</li>
    ))}
  </ul>
);

function FruitList({ load }: { load: TLoad }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ['fruit', page], queryFn: () => load(page) });
  return (
    <PagedList
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      {...texts}
      paginationLabel="Fruit pages"
      empty={<EmptyState title="No fruit yet" hint="Plant a tree" />}
      renderItems={renderFruitList}
    />
  );
}

describe('PagedList', () => {
  it('marks the list busy while the first page loads', () => {
    const { container } = renderWithProviders(<FruitList load={() => new Promise(() => {})} />);

    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let answer = (): Promise<TFruitPage> => Promise.reject(new Error('down'));
    const { user, container } = renderWithProviders(<FruitList load={() => answer()} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Fruit could not be loaded')).toBeInTheDocument();

    let arrive = (_page: TFruitPage) => {};
    answer = () => new Promise((resolve) => (arrive = resolve));
    await user.click(retry);
    // With nothing loaded yet, the query is pending again: the skeleton takes the alert's place.
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();

    arrive(pageOf(1));
    expect(await screen.findByText('Apple')).toBeInTheDocument();
    expect(screen.queryByText('Fruit could not be loaded')).not.toBeInTheDocument();
  });

  it('shows the empty state when there is nothing, without page numbers', async () => {
    renderWithProviders(<FruitList load={(page) => Promise.resolve(pageOf(page, []))} />);

    expect(await screen.findByText('No fruit yet')).toBeInTheDocument();
    expect(screen.getByText('Plant a tree')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws the items of one page, and no page numbers when one page holds them all', async () => {
    renderWithProviders(
      <FruitList load={(page) => Promise.resolve(pageOf(page, FRUIT.slice(0, 2)))} />,
    );

    const list = await screen.findByRole('list', { name: 'Fruit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apple', 'Banana']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through the list with the page numbers', async () => {
    const load = vi.fn<TLoad>((page) => Promise.resolve(pageOf(page)));
    const { user } = renderWithProviders(<FruitList load={load} />);
    await screen.findByText('Apple');

    const pages = screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: '2' }));

    expect(await screen.findByText('Cherry')).toBeInTheDocument();
    expect(screen.queryByText('Apple')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(2);
  });
});

describe('QueryList', () => {
  /** A query that loaded two fruit and then failed to load again. */
  const failedAfterLoading = (state: Partial<TListQuery>) => (
    <QueryList
      query={{
        isPending: false,
        isError: true,
        isSuccess: false,
        isFetching: false,
        refetch: () => Promise.resolve(),
        ...state,
      }}
      items={FRUIT.slice(0, 2)}
      {...texts}
      empty="No fruit yet"
      renderItems={renderFruitList}
    />
  );

  it('shows the retry as loading while the list is fetched again', () => {
    renderWithProviders(failedAfterLoading({ isFetching: true }));

    expect(screen.getByText('Fruit could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('leaves a failed further page to its own retry, keeping the items loaded so far', () => {
    renderWithProviders(failedAfterLoading({ isFetchNextPageError: true }));

    expect(screen.getByText('Banana')).toBeInTheDocument();
    expect(screen.queryByText('Fruit could not be loaded')).not.toBeInTheDocument();
  });
});
