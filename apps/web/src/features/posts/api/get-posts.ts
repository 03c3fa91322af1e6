import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { POSTS_LIMITS, type Post } from '@koinonia/shared/posts/posts.schemas';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { firstPageOnly, mergePages, pagedQueryOptions } from '../../../lib/paged-query';
import { postFallbacks } from '../lib/post-errors';
import { type PostsFilters, toPostsQuery } from '../lib/posts-filters';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

export interface PostsPage {
  items: Post[];
  pagination: Pagination;
}

/** One page of the grid (12 posts, newest first), deleted posts included (spec section 2). */
export function fetchPostsPage(filters: PostsFilters, page: number, signal?: AbortSignal) {
  return postsApi<PostsPage>('/admin/community/posts', {
    query: { ...toPostsQuery(filters), page, limit: POSTS_LIMITS.pageSize, includeDeleted: true },
    signal,
    fallback: postFallbacks.load,
  });
}

export interface PostsList {
  /** The loaded pages as one list (each post once). */
  items: Post[];
  total: number;
  /** The last page loaded. */
  page: number;
}

export const postsListQueryOptions = (filters: PostsFilters) =>
  pagedQueryOptions(postsKeys.list(filters), (page, signal) => fetchPostsPage(filters, page, signal), {
    select: (data): PostsList => ({
      ...mergePages(data.pages),
      page: data.pages.at(-1)?.pagination.page ?? 1,
    }),
  });

/**
 * While the next filters load, the previous filters' first page stays (no layout jump, and already at
 * page 1: a filter change never keeps the pages loaded before, spec section 4).
 */
const firstPageOfPrevious = (previous: InfiniteData<PostsPage, number> | undefined) =>
  firstPageOnly(previous);

/** The grid's posts. */
export function usePostsList(filters: PostsFilters, enabled = true) {
  return useInfiniteQuery({
    ...postsListQueryOptions(filters),
    enabled,
    placeholderData: firstPageOfPrevious,
  });
}
