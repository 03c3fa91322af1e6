import type { FeedPage, FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

// The same post lives in the feed's pages and in its own detail query: a change is written to both.

const feedKey = ['posts', 'feed'] as const;
const detailKey = (id: string) => ['posts', 'detail', id] as const;

type Feed = InfiniteData<FeedPage, number>;

export function findInFeed(client: QueryClient, id: string): FeedPost | undefined {
  const feed = client.getQueryData<Feed>(feedKey);
  for (const page of feed?.pages ?? []) {
    const post = page.items.find((p) => p.id === id);
    if (post) return post;
  }
  return undefined;
}

/** The post as the screen shows it now (its detail, else its place in the feed). */
export function currentPost(client: QueryClient, id: string): FeedPost | undefined {
  return client.getQueryData<FeedPost>(detailKey(id)) ?? findInFeed(client, id);
}

/** Changes some fields of one post wherever it is shown. */
export function patchPost(client: QueryClient, id: string, change: (post: FeedPost) => Partial<FeedPost>) {
  const apply = (post: FeedPost): FeedPost => (post.id === id ? { ...post, ...change(post) } : post);
  client.setQueryData<FeedPost>(detailKey(id), (post) => (post ? apply(post) : post));
  client.setQueryData<Feed>(feedKey, (feed) =>
    feed ? { ...feed, pages: feed.pages.map((page) => ({ ...page, items: page.items.map(apply) })) } : feed,
  );
}

/** A new post at the top of the feed (before the feed is read again). */
export function prependPost(client: QueryClient, post: FeedPost) {
  client.setQueryData<Feed>(feedKey, (feed) => {
    const [first, ...rest] = feed?.pages ?? [];
    if (!feed || !first) return feed;
    const pagination = { ...first.pagination, total: first.pagination.total + 1 };
    return { ...feed, pages: [{ ...first, items: [post, ...first.items], pagination }, ...rest] };
  });
  client.setQueryData(detailKey(post.id), post);
}

/** A deleted post leaves the feed and its detail. */
export function dropPost(client: QueryClient, id: string) {
  client.setQueryData<Feed>(feedKey, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => {
            const items = page.items.filter((p) => p.id !== id);
            const removed = page.items.length - items.length;
            return {
              ...page,
              items,
              pagination: { ...page.pagination, total: page.pagination.total - removed },
            };
          }),
        }
      : feed,
  );
  client.removeQueries({ queryKey: detailKey(id), exact: true });
}

export const invalidateFeed = (client: QueryClient) => client.invalidateQueries({ queryKey: feedKey });
