import type { Pagination, PaginationQuery } from '@koinonia/shared/common/pagination.schemas';

/** The one pagination helper: SQL offset for a page, and the answer's pagination block. */
export function pageWindow(q: PaginationQuery) {
  return { limit: q.limit, offset: (q.page - 1) * q.limit };
}

export function paginated<T>(
  items: T[],
  total: number,
  q: PaginationQuery,
): { items: T[]; pagination: Pagination } {
  return { items, pagination: { page: q.page, limit: q.limit, total, hasMore: q.page * q.limit < total } };
}

/**
 * Where a page of a list of `total` rows is read from. An offset is a walk over that many index entries,
 * so a page past the middle is read from the other end: rows [offset, end) in the list's order are rows
 * [total - end, total - offset) of the same order read backwards (exact when the order is total: NOT
 * NULL columns ending with a unique one); the caller puts them back in order. `total` may be another
 * statement's, so a row removed in between never makes the offset negative.
 */
export function nearerEnd({ limit, offset, total }: { limit: number; offset: number; total: number }) {
  const end = Math.min(offset + limit, total);
  return total - end >= offset
    ? { backwards: false, limit, offset }
    : { backwards: true, limit: Math.max(1, end - offset), offset: Math.max(0, total - end) };
}
