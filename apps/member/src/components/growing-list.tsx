import { errorMessage } from '@koinonia/ui/api-client';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { type GrowingQuery, loadMoreProps } from '@koinonia/ui/load-more-query';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface GrowingListProps<T> {
  /** The infinite query the items come from. */
  query: GrowingQuery & { isFetchNextPageError: boolean; error: unknown };
  items: T[];
  /** How many there are in all (the last page's total). */
  total: number;
  /** The list's accessible name. */
  label: string;
  render: (item: T) => ReactNode;
  /** The next page's failure, when the server says nothing ('No se pudieron cargar más eventos.'). */
  moreFailed: string;
  /** What 'Cargar más' says while it loads ('Cargando más eventos...'). */
  loadingMore: string;
  gap?: 'sm' | 'md';
}

/** A list that grows a page at a time: its items, the next page's failure, 'Cargar más (N restantes)'. */
export function GrowingList<T extends { id: string }>({
  query,
  items,
  total,
  label,
  render,
  moreFailed,
  loadingMore,
  gap = 'sm',
}: GrowingListProps<T>) {
  const more = loadMoreProps(query);
  return (
    <>
      <Stack gap={gap} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </Stack>
      {query.isFetchNextPageError && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {errorMessage(query.error, moreFailed)}
        </Text>
      )}
      {more.hasMore && (
        <LoadMore
          loading={more.loadingMore}
          onLoadMore={more.onLoadMore}
          label={`Cargar más (${Math.max(0, total - items.length)} restantes)`}
          loadingLabel={loadingMore}
        />
      )}
    </>
  );
}
