import { postTypeLabels } from '@koinonia/shared/posts/posts.labels';
import type { PostTypesResponse } from '@koinonia/shared/posts/posts.schemas';
import { type PostType, postTypes } from '@koinonia/shared/posts/posts.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The built-in list, used while the server's is on its way or when it cannot be read. */
const builtIn: PostTypesResponse['types'] = postTypes.map((value) => ({
  value,
  label: postTypeLabels[value],
}));

/** GET /api/community/posts/types: the post types with their Spanish labels. */
export const postTypesQuery = queryOptions({
  queryKey: ['posts', 'types'],
  queryFn: ({ signal }) => api<PostTypesResponse>('/community/posts/types', { signal }),
  staleTime: 24 * 60 * 60_000,
});

/** The types to choose from: the server's, or silently the built-in list. */
export function usePostTypes(): { value: PostType; label: string }[] {
  const { data } = useQuery(postTypesQuery);
  return data?.types.length ? data.types : builtIn;
}
