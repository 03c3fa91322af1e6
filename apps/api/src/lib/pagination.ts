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
