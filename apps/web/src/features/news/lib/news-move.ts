import { isSliceCard, priorityAfterMove } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import type { NewsMove } from '../api/news-mutations';

/** A drag, planned: what the table shows at once, what the server is sent, and the way back. */
export interface NewsMovePlan {
  /** The item as it was before the drag. */
  item: NewsItem;
  /** The list as the pastor left it, the item with the priority it takes there. */
  ordered: NewsItem[];
  /** Sent to the server: the new neighbours. */
  move: NewsMove;
  /** 'Deshacer': the old neighbours and the old priority. */
  undo: Required<NewsMove>;
}

/**
 * The drag of `activeId` onto the row of `overId` (dnd-kit's sortable semantics: the item takes that
 * row's index). The item keeps its priority if it fits between its new neighbours, else takes the
 * nearest of theirs; every other item keeps its priority and its order. Null when nothing moves.
 */
export function planMove(items: NewsItem[], activeId: string, overId: string): NewsMovePlan | null {
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const item = items[from]!;
  const rest = items.filter((_, i) => i !== from);
  const above = rest[to - 1];
  const below = rest[to];
  const priority = priorityAfterMove(item.priority, above?.priority, below?.priority);
  return {
    item,
    ordered: [
      ...rest.slice(0, to),
      { ...item, priority, isSliceCard: isSliceCard(priority) },
      ...rest.slice(to),
    ],
    move: { afterId: above?.id ?? null, beforeId: below?.id ?? null },
    undo: {
      afterId: items[from - 1]?.id ?? null,
      beforeId: items[from + 1]?.id ?? null,
      priority: item.priority,
    },
  };
}

/**
 * The list with `id` put back between `afterId` and `beforeId` with `priority` (what 'Deshacer' shows
 * while it is saved), or null when the item or its old neighbours are no longer in the list.
 */
export function placeBetween(items: NewsItem[], id: string, move: Required<NewsMove>): NewsItem[] | null {
  const item = items.find((i) => i.id === id);
  if (!item) return null;
  const rest = items.filter((i) => i.id !== id);
  const at = move.afterId
    ? rest.findIndex((i) => i.id === move.afterId) + 1
    : move.beforeId
      ? rest.findIndex((i) => i.id === move.beforeId)
      : 0;
  if (at < 0 || (move.afterId && at === 0)) return null;
  const { priority } = move;
  return [...rest.slice(0, at), { ...item, priority, isSliceCard: isSliceCard(priority) }, ...rest.slice(at)];
}
