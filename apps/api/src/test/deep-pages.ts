import { expect } from 'vitest';
import { ANCHOR_SPACING } from '../lib/page-anchors.ts';
import type { Call } from './community-cast.ts';

/**
 * The rows a list needs for pages before, on, between and past anchors (page-anchors.ts), also when a
 * filter keeps only two thirds of them: a page is read from an anchor only when both ends are farther.
 */
export const DEEP_LIST_ROWS = 3 * ANCHOR_SPACING + 600;

/**
 * Asserts that the pages of a list, by `url` (with its filters, without page and limit), are the slices
 * of `all` (its ids in order, as SQL alone gives them) that an offset gives: pages before the first
 * anchor, on one, between them, past the last one, the middle and the end, with the list's total.
 */
export async function expectDeepPages(call: Call, url: string, itemsKey: string, all: string[]) {
  const limit = 100;
  const last = Math.ceil(all.length / limit);
  const pages = [9, 11, 12, 15, 20, 21, 22, 25, Math.ceil(last / 2), last - 1, last];
  for (const page of new Set(pages.filter((p) => p >= 1 && p <= last))) {
    const res = await call({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { pagination: { total: number } } & Record<string, { id: string }[]>;
    expect(body.pagination.total, `${url}: total`).toBe(all.length);
    expect(
      body[itemsKey]!.map((e) => e.id),
      `${url}: page ${page}`,
    ).toEqual(all.slice((page - 1) * limit, page * limit));
  }
}
