import { type PostType, postsQuerySchema } from '@koinonia/shared/posts/posts.schemas';
import { type FieldErrors, schemaErrors } from '@koinonia/ui/schema-form';

/** The filter card's values (spec section 3 "Post filters"); the page is the grid's own. */
export interface PostsFilters {
  type: PostType | null;
  search: string;
  /** YYYY-MM-DD, inclusive; '' when not set. */
  dateFrom: string;
  dateTo: string;
  authorId: string | null;
}

export const emptyFilters: PostsFilters = {
  type: null,
  search: '',
  dateFrom: '',
  dateTo: '',
  authorId: null,
};

/** The query parameters of the filters (empty ones left out). */
export function toPostsQuery(filters: PostsFilters): Record<string, string | undefined> {
  return {
    type: filters.type ?? undefined,
    search: filters.search.trim() || undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    authorId: filters.authorId ?? undefined,
  };
}

/** The filters' problems, by the same shared schema as the API (a search too long, dates reversed…). */
export function filterErrors(filters: PostsFilters): FieldErrors<PostsFilters> {
  return schemaErrors<PostsFilters>(postsQuerySchema, toPostsQuery(filters), (path) => {
    const first = String(Array.isArray(path) ? path[0] : String(path).split('.')[0]);
    return first in emptyFilters ? (first as keyof PostsFilters) : undefined;
  });
}

/** The number of filters in use (for the 'Limpiar filtros' button). */
export function activeFilterCount(filters: PostsFilters): number {
  const q = toPostsQuery(filters);
  return Object.values(q).filter((v) => v !== undefined).length;
}

/** A quick-filter chip toggles its type: on when another (or none) is chosen, off when it is the one. */
export function toggleType(filters: PostsFilters, type: PostType): PostsFilters {
  return { ...filters, type: filters.type === type ? null : type };
}
