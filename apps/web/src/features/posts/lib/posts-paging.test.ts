import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { postsKeys } from '../api/posts-keys';
import { emptyFilters, toggleType } from './posts-filters';
import { firstPageOnly, startListAtFirstPage } from './posts-paging';

type Page = { items: string[]; pagination: { page: number } };
const pageOf = (page: number): Page => ({ items: [`p${page}`], pagination: { page } });
const loaded = (count: number): InfiniteData<Page, number> => ({
  pages: Array.from({ length: count }, (_, i) => pageOf(i + 1)),
  pageParams: Array.from({ length: count }, (_, i) => i + 1),
});

describe('firstPageOnly', () => {
  it('keeps only the first page and its param', () => {
    expect(firstPageOnly(loaded(3))).toEqual(loaded(1));
    const one = loaded(1);
    expect(firstPageOnly(one)).toBe(one);
    expect(firstPageOnly(undefined)).toBeUndefined();
  });
});

describe('startListAtFirstPage', () => {
  const birthdays = toggleType(emptyFilters, 'BIRTHDAY');

  it('cuts the cached list of the new filters to page 1 when going back to them (chip on, chip off)', () => {
    const client = new QueryClient();
    const loadedAt = Date.now() - 60_000;
    client.setQueryData(postsKeys.list(emptyFilters), loaded(3), { updatedAt: loadedAt });
    client.setQueryData(postsKeys.list(birthdays), loaded(2));

    // Chip on: the birthdays' list starts at page 1 too.
    startListAtFirstPage(client, birthdays, emptyFilters);
    expect(client.getQueryData(postsKeys.list(birthdays))).toEqual(loaded(1));
    // The list being left is not touched (it is cut when it is chosen again).
    expect(client.getQueryData(postsKeys.list(emptyFilters))).toEqual(loaded(3));

    // Chip off: back to the unfiltered list, at page 1, with its age kept (a stale page is refetched).
    startListAtFirstPage(client, emptyFilters, birthdays);
    expect(client.getQueryData(postsKeys.list(emptyFilters))).toEqual(loaded(1));
    expect(client.getQueryState(postsKeys.list(emptyFilters))?.dataUpdatedAt).toBe(loadedAt);
  });

  it('leaves the list alone when the filters do not change, and does nothing without a cached list', () => {
    const client = new QueryClient();
    client.setQueryData(postsKeys.list(emptyFilters), loaded(3));
    startListAtFirstPage(client, { ...emptyFilters }, emptyFilters);
    expect(client.getQueryData(postsKeys.list(emptyFilters))).toEqual(loaded(3));
    startListAtFirstPage(client, birthdays, emptyFilters);
    expect(client.getQueryData(postsKeys.list(birthdays))).toBeUndefined();
  });

  it('drops a list that is still loading a page, so that its answer cannot bring the pages back', async () => {
    const client = new QueryClient();
    client.setQueryData(postsKeys.list(birthdays), loaded(2));
    let finish: (page: Page) => void = () => undefined;
    const pending = client
      .fetchQuery({
        queryKey: postsKeys.list(birthdays),
        queryFn: () => new Promise<Page>((resolve) => (finish = resolve)),
      })
      .catch(() => undefined);
    startListAtFirstPage(client, birthdays, emptyFilters);
    expect(client.getQueryCache().find({ queryKey: postsKeys.list(birthdays) })).toBeUndefined();
    finish(pageOf(3));
    await pending;
    expect(client.getQueryData(postsKeys.list(birthdays))).toBeUndefined();
  });
});
