import { errorMessage } from '@koinonia/ui/api-client';
import { type GrowingQuery, loadMoreProps } from '@koinonia/ui/load-more-query';
import { type ReactNode, useDeferredValue } from 'react';
import { LoadMore } from './first-screen-states';
import plain from './plain.module.css';

export interface GrowingListProps<T> {
  /** The infinite query the items come from. */
  query: GrowingQuery & { isFetchNextPageError: boolean; error: unknown };
  items: T[];
  /** How many there are in all (the last page's total). */
  total: number;
  /** The list's accessible name. */
  label: string;
  /** One item; `index` is its place in the list (the first ones may load their images first). */
  render: (item: T, index: number) => ReactNode;
  /** The next page's failure, when the server says nothing ('No se pudieron cargar más eventos.'). */
  moreFailed: string;
  /** What 'Cargar más' says while it loads ('Cargando más eventos...'). */
  loadingMore: string;
  gap?: 'sm' | 'md';
}

/**
 * How many items render with the screen. The rest follow at once, in a render React splits into short
 * pieces between the phone's other work: a page of cards in one go blocks a modest phone for a moment.
 */
const FIRST_ITEMS = 3;

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
  const shown = useDeferredValue(items.length, Math.min(items.length, FIRST_ITEMS));
  return (
    <>
      <ul className={plain.list} style={{ gap: `var(--mantine-spacing-${gap})` }} aria-label={label}>
        {items.slice(0, Math.max(shown, Math.min(items.length, FIRST_ITEMS))).map((item, index) => (
          <li key={item.id}>{render(item, index)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError && (
        <p role="alert" className={plain.alert}>
          {errorMessage(query.error, moreFailed)}
        </p>
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
