import { describe, expect, it, vi } from 'vitest';
import { fetchMore, loadMoreProps } from './load-more-query';

const query = (over: Partial<Parameters<typeof fetchMore>[0]> = {}) => ({
  hasNextPage: true,
  isFetching: false,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
});

describe('fetchMore', () => {
  it('asks for the next page only when there is one and nothing is loading', () => {
    const ready = query();
    fetchMore(ready);
    expect(ready.fetchNextPage).toHaveBeenCalledTimes(1);
    const busy = query({ isFetching: true });
    fetchMore(busy);
    const done = query({ hasNextPage: false });
    fetchMore(done);
    expect(busy.fetchNextPage).not.toHaveBeenCalled();
    expect(done.fetchNextPage).not.toHaveBeenCalled();
  });
});

describe('loadMoreProps', () => {
  it('gives a list its hasMore, loadingMore and onLoadMore', () => {
    const q = query({ isFetchingNextPage: true, isFetching: true });
    const props = loadMoreProps(q);
    expect(props).toMatchObject({ hasMore: true, loadingMore: true });
    props.onLoadMore();
    expect(q.fetchNextPage).not.toHaveBeenCalled();
  });
});
