import { POSTS_LIMITS, type PostAuthorOptions } from '@koinonia/shared/posts/posts.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postFallbacks } from '../lib/post-errors';
import { postsKeys } from './posts-keys';

/** How many people one search offers (they fit the dropdown unscrolled); typing more narrows it. */
export const AUTHOR_SEARCH_LIMIT = POSTS_LIMITS.authorOptions;

/** A person the author filter offers: someone with posts in the community (deleted ones counted). */
export interface AuthorChoice {
  /** The user's id: the posts' authorId. */
  value: string;
  label: string;
  /** Under the name: their posts, which also tells namesakes apart. */
  postsCount: number;
}

export interface AuthorSearch {
  choices: AuthorChoice[];
  /** Whether more people match than `choices` (the search is too broad). */
  hasMore: boolean;
}

/**
 * The author filter's search, on the server: the people who have posted in the community
 * (GET /admin/community/posts/author-options, its `search` matching name, e-mail or document without
 * accents), most posts first.
 */
export async function searchPostAuthors(search: string, signal?: AbortSignal): Promise<AuthorSearch> {
  const found = await api<PostAuthorOptions>('/admin/community/posts/author-options', {
    query: { search: search.trim() || undefined, limit: AUTHOR_SEARCH_LIMIT },
    signal,
    fallback: postFallbacks.searchAuthors,
  });
  return {
    choices: found.items.map((a) => ({ value: a.id, label: a.name, postsCount: a.postsCount })),
    hasMore: found.hasMore,
  };
}

export const authorSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: postsKeys.authorSearch(search.trim()),
    queryFn: ({ signal }) => searchPostAuthors(search, signal),
    staleTime: 60_000,
  });

/** The people matching what is typed; the previous answer stays while the next one comes. */
export function useAuthorSearch(search: string, enabled: boolean) {
  return useQuery({ ...authorSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
