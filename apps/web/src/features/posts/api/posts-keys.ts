import type { PostsFilters } from '../lib/posts-filters';

/** Query keys of the posts page: statistics, lists by filters, authors, details, replies, types and the author search. */
export const postsKeys = {
  all: ['posts'] as const,
  stats: () => [...postsKeys.all, 'stats'] as const,
  lists: () => [...postsKeys.all, 'list'] as const,
  list: (filters: PostsFilters) => [...postsKeys.lists(), filters] as const,
  authors: (filters: PostsFilters, page: number) => [...postsKeys.all, 'authors', filters, page] as const,
  details: (id: string) => [...postsKeys.all, 'details', id] as const,
  /** The replies of one comment past those the details embed. */
  replies: (commentId: string) => [...postsKeys.all, 'replies', commentId] as const,
  types: () => [...postsKeys.all, 'types'] as const,
  /** The author filter's server search (the people who have posted, by name, e-mail or document). */
  authorSearch: (search: string) => [...postsKeys.all, 'author-search', search] as const,
};
