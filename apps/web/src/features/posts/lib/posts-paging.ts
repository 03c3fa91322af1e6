import { hashKey, type QueryClient } from '@tanstack/react-query';
import { startAtFirstPage } from '../../../lib/paged-query';
import { postsKeys } from '../api/posts-keys';
import type { PostsFilters } from './posts-filters';

export { firstPageOnly } from '../../../lib/paged-query';

/**
 * Any change of the filters starts the grid again at page 1 (spec section 4). Each filter combination
 * keeps its own cached list, so the list of the new filters is cut to its first page before it shows:
 * going back to filters seen before shows their first 12 posts, not the pages loaded then.
 */
export function startListAtFirstPage(queryClient: QueryClient, next: PostsFilters, current: PostsFilters) {
  const key = postsKeys.list(next);
  if (hashKey(key) === hashKey(postsKeys.list(current))) return;
  startAtFirstPage(queryClient, key);
}
