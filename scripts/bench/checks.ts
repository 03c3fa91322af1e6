import { createHash } from 'node:crypto';
import type { Check } from './types.ts';

/** What koinonia_fold does in SQL: lower case, no accents. The bench's own model of a search. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Item = Record<string, unknown>;

/** The n-th entries of a list that a page of `limit` shows. */
export function pageSlice<T>(all: readonly T[], page: number, limit: number): readonly T[] {
  return all.slice((page - 1) * limit, page * limit);
}

/**
 * A `{items, pagination}` page of `expected` (every matching row, in the list's order): the total, the
 * page's size and hasMore, and each item against its expected row.
 */
export function pageOf<T>(
  expected: readonly T[],
  page: number,
  limit: number,
  matches: (item: Item, row: T) => string | undefined,
): Check {
  const rows = pageSlice(expected, page, limit);
  return (body) => {
    const b = body as { items?: Item[]; pagination?: { total: number; page: number; hasMore: boolean } };
    if (!Array.isArray(b.items) || !b.pagination) return 'not a {items, pagination} page';
    if (b.pagination.total !== expected.length)
      return `total ${b.pagination.total}, expected ${expected.length}`;
    if (b.pagination.page !== page) return `page ${b.pagination.page}, expected ${page}`;
    if (b.items.length !== rows.length) return `${b.items.length} items, expected ${rows.length}`;
    if (b.pagination.hasMore !== page * limit < expected.length) return 'wrong hasMore';
    for (const [k, item] of b.items.entries()) {
      const wrong = matches(item, rows[k]!);
      if (wrong) return `item ${k}: ${wrong}`;
    }
    return undefined;
  };
}

/** A plain array of `length` items, each checked with `each`. */
export function arrayOf(length: number, each: (item: Item, index: number) => string | undefined): Check {
  return (body) => {
    if (!Array.isArray(body)) return 'not an array';
    if (body.length !== length) return `${body.length} items, expected ${length}`;
    for (const [k, item] of (body as Item[]).entries()) {
      const wrong = each(item, k);
      if (wrong) return `item ${k}: ${wrong}`;
    }
    return undefined;
  };
}

/** An object whose listed fields equal these values (nested objects compared as JSON). */
export function fields(expected: Record<string, unknown>): Check {
  return (body) => {
    for (const [key, value] of Object.entries(expected)) {
      const got = (body as Item | null)?.[key];
      if (JSON.stringify(got) !== JSON.stringify(value))
        return `${key} is ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`;
    }
    return undefined;
  };
}

export function same(label: string, got: unknown, expected: unknown): string | undefined {
  return got === expected
    ? undefined
    : `${label} ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`;
}

/** Page numbers spread over a list: the first, a few in between and the last. */
export function spreadPages(total: number, limit: number, fractions = [0.1, 0.25, 0.5, 0.75, 1]): number[] {
  const last = Math.max(1, Math.ceil(total / limit));
  return [...new Set(fractions.map((f) => Math.max(1, Math.round(last * f))))];
}

export const q = (path: string, params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) search.set(k, String(v));
  const s = search.toString();
  return s ? `${path}?${s}` : path;
};

/**
 * `page`, or the last full page of `count` items before it (at least 1): a page of `size` items at every
 * church size, where a smaller church has fewer of them (the scaling curve compares answers of one size).
 */
export const fullPage = (count: number, page: number, size: number) =>
  Math.max(1, Math.min(page, Math.floor(count / size)));

/** The id the seeds give a row: md5 of a name, as a uuid (the same in SQL: `md5(name)::uuid`). */
export const md5Uuid = (name: string) =>
  createHash('md5')
    .update(name)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
