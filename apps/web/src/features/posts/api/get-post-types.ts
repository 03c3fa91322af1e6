import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import { type PostType, type PostTypesResponse, postTypes } from '@koinonia/shared/posts/posts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

export interface PostTypeOption {
  value: PostType;
  label: string;
}

/** The built-in list, used when the server's list cannot be loaded (spec section 8). */
export const builtInPostTypes: PostTypeOption[] = postTypes.map((value) => ({
  value,
  label: postTypeLabels[value],
}));

/** The post types from GET /community/posts/types, or silently the built-in list when that fails. */
export async function fetchPostTypes(signal?: AbortSignal): Promise<PostTypeOption[]> {
  try {
    const { types } = await postsApi<PostTypesResponse>('/community/posts/types', { signal });
    const known = types.filter((t) => (postTypes as readonly string[]).includes(t.value));
    return known.length > 0 ? known : builtInPostTypes;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return builtInPostTypes;
  }
}

export const postTypesQueryOptions = () =>
  queryOptions({
    queryKey: postsKeys.types(),
    queryFn: ({ signal }) => fetchPostTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The types, the built-in list until the server's answers (no loading state, no layout shift). */
export function usePostTypes(): PostTypeOption[] {
  return useQuery(postTypesQueryOptions()).data ?? builtInPostTypes;
}
