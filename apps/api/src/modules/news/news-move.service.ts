import {
  compareNews,
  isSliceCard,
  priorityAfterMove,
  priorityRangeBetween,
} from '@koinonia/shared/news/news.helpers';
import type { NewsItem, NewsPositionBody } from '@koinonia/shared/news/news.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './news.queries.ts';
import * as oq from './news-order.queries.ts';

/**
 * The closest two places may be for an item to be put between them. Places are seconds (about 1.8e9
 * in magnitude, where a double still tells apart 2.4e-7): below this gap the priority is spread out.
 */
export const MIN_GAP = 1e-6;

const selfNeighbour = 'Una noticia no puede ser su propia vecina';
const staleList =
  'La lista de noticias cambió mientras la ordenabas. Actualiza la lista e inténtalo de nuevo.';

/** How the audit log names a place: after the item above it, or at the top. */
function placeText({ above, below }: { above: string | null; below: string | null }) {
  if (above) return `después de «${above}»`;
  if (below) return `al principio, antes de «${below}»`;
  return 'única noticia';
}

/**
 * A drag in the news table: the item goes between `afterId` (the item shown just above the drop) and
 * `beforeId` (just below), null at an end of the list. It takes the priority given, or its own brought
 * within the neighbours' (it changes only when it crosses into another priority), and a place
 * between them within that priority. Nothing else changes: no other item's priority, and no other
 * item's order (the priority's places are only spread out, in the same order, when they are too close).
 */
export async function moveNews(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  body: NewsPositionBody,
): Promise<NewsItem> {
  const afterId = body.afterId ?? null;
  const beforeId = body.beforeId ?? null;
  if (afterId === id) throw new ValidationError([{ path: 'afterId', message: selfNeighbour }]);
  if (beforeId === id) throw new ValidationError([{ path: 'beforeId', message: selfNeighbour }]);
  if (afterId !== null && afterId === beforeId)
    throw new ValidationError([
      { path: 'beforeId', message: 'La noticia de arriba y la de abajo deben ser distintas' },
    ]);
  for (const newsId of [id, afterId, beforeId])
    if (newsId !== null && !isUuid(newsId)) throw new AppError('NEWS_NOT_FOUND');

  const { communityId } = caller;
  const row = await db.transaction(async (tx) => {
    await oq.lockNewsOrder(tx, communityId);
    const find = async (newsId: string) => {
      const found = await q.findNews(tx, { communityId, newsId, includeInactive: true, forUpdate: true });
      if (!found) throw new AppError('NEWS_NOT_FOUND');
      return found;
    };
    const current = await find(id);
    const above = afterId ? await find(afterId) : undefined;
    const below = beforeId ? await find(beforeId) : undefined;
    if (above && below && compareNews(above, below) >= 0) throw new AppError('CONFLICT', staleList);

    const range = priorityRangeBetween(above?.priority, below?.priority);
    if (body.priority !== undefined && (body.priority < range.min || body.priority > range.max))
      throw new ValidationError([
        {
          path: 'priority',
          message:
            range.min === range.max
              ? `Entre esas noticias la prioridad debe ser ${range.min}`
              : `Entre esas noticias la prioridad debe estar entre ${range.min} y ${range.max}`,
        },
      ]);
    const priority = body.priority ?? priorityAfterMove(current.priority, above?.priority, below?.priority);

    const from = await oq.neighboursOf(tx, { communityId, item: current });
    const position = await placeBetween(tx, { communityId, priority, moved: current, above, below });
    const values = { priority, isSliceCard: isSliceCard(priority), position };
    const updated = await q.updateNews(tx, { communityId, newsId: id, values });
    if (!updated) throw new AppError('NEWS_NOT_FOUND');
    const to = await oq.neighboursOf(tx, { communityId, item: updated });
    await audit(tx, caller, {
      action: 'update',
      objectType: 'news',
      objectId: id,
      changes: {
        title: current.title,
        ...changedFields(
          { priority: current.priority, isSliceCard: current.isSliceCard },
          { priority, isSliceCard: values.isSliceCard },
        ),
        displayOrder: { from: placeText(from), to: placeText(to) },
      },
    });
    return q.newsModel.read(tx, { communityId }, id);
  });
  if (!row) throw new AppError('NEWS_NOT_FOUND');
  return row;
}

/**
 * The place of the moved item within `priority`: just after the neighbour above when that one is of
 * the priority, else just before the one below when that one is; halfway to the next item of the
 * priority, or 1 beyond when there is none. With neither neighbour in the priority (the priority holds
 * nothing else, unless the list changed meanwhile) it keeps its place, or goes first.
 */
async function placeBetween(
  tx: Tx,
  {
    communityId,
    priority,
    moved,
    above,
    below,
  }: {
    communityId: string;
    priority: number;
    moved: oq.NewsPlace;
    above?: oq.NewsPlace;
    below?: oq.NewsPlace;
  },
): Promise<number> {
  const group = { communityId, priority, exceptId: moved.id };
  for (let spread = false; ; spread = true) {
    let previous: oq.NewsPlace | undefined;
    let next: oq.NewsPlace | undefined;
    if (above?.priority === priority) {
      // Read again: spreading the priority moves the places (never the order).
      previous = await oq.placeOf(tx, { communityId, newsId: above.id });
      next = previous && (await oq.adjacentInPriority(tx, { ...group, after: previous }));
    } else if (below?.priority === priority) {
      next = await oq.placeOf(tx, { communityId, newsId: below.id });
      previous = next && (await oq.adjacentInPriority(tx, { ...group, before: next }));
    } else {
      const first = await oq.adjacentInPriority(tx, group);
      return first ? first.position - 1 : moved.position;
    }
    if (!previous) return next ? next.position - 1 : moved.position;
    if (!next) return previous.position + 1;
    if (next.position - previous.position >= MIN_GAP) return (previous.position + next.position) / 2;
    // Too close (or equal, as items created in one transaction are): spread the priority, then again.
    if (spread) throw new Error(`news places of priority ${priority} could not be spread`);
    await oq.spreadPositions(tx, group);
  }
}
