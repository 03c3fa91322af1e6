import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { PostAuthorGroup } from '@koinonia/shared/posts/posts.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postFallbacks } from '../lib/post-errors';
import { type PostsFilters, toPostsQuery } from '../lib/posts-filters';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

/** Authors shown on one page of the by-user tab. */
export const AUTHORS_PAGE_SIZE = 12;

export interface PostAuthorsPage {
  items: PostAuthorGroup[];
  pagination: Pagination;
}

/** The by-user tab: authors of the filtered posts, most posts first, with true totals. */
export function fetchPostAuthors(filters: PostsFilters, page: number, signal?: AbortSignal) {
  return postsApi<PostAuthorsPage>('/admin/community/posts/authors', {
    query: { ...toPostsQuery(filters), page, limit: AUTHORS_PAGE_SIZE, includeDeleted: true },
    signal,
    fallback: postFallbacks.load,
  });
}

export const postAuthorsQueryOptions = (filters: PostsFilters, page: number) =>
  queryOptions({
    queryKey: postsKeys.authors(filters, page),
    queryFn: ({ signal }) => fetchPostAuthors(filters, page, signal),
  });

export function usePostAuthors(filters: PostsFilters, page: number, enabled: boolean) {
  return useQuery({ ...postAuthorsQueryOptions(filters, page), enabled, placeholderData: keepPreviousData });
}
