import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { Membership } from '@koinonia/shared/members/members.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postFallbacks } from '../lib/post-errors';
import { postsKeys } from './posts-keys';

/** How many people one search offers (they fit the dropdown unscrolled); typing more narrows it. */
export const AUTHOR_SEARCH_LIMIT = 8;

/** A person the author filter offers (any member, current or former: their posts stay). */
export interface AuthorChoice {
  /** The user's id: the posts' authorId. */
  value: string;
  label: string;
  /** Told apart from a namesake by the e-mail, under the name. */
  email: string;
  isActive: boolean;
}

export interface AuthorSearch {
  choices: AuthorChoice[];
  /** How many people match in all (more than `choices` when the search is too broad). */
  total: number;
}

interface MembersPage {
  items: Membership[];
  pagination: Pagination;
}

/**
 * The author filter's search, on the server: the dashboard's members list (GET /community/members,
 * its `search` matching name, e-mail or document without accents), inactive members included.
 */
export async function searchPostAuthors(search: string, signal?: AbortSignal): Promise<AuthorSearch> {
  const page = await api<MembersPage>('/community/members', {
    query: {
      search: search.trim() || undefined,
      includeInactive: true,
      page: 1,
      limit: AUTHOR_SEARCH_LIMIT,
    },
    signal,
    fallback: postFallbacks.searchAuthors,
  });
  return {
    choices: page.items.map((m) => ({
      value: m.user.id,
      label: m.user.name,
      email: m.user.email,
      isActive: m.isActive,
    })),
    total: page.pagination.total,
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
