import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { filterShapes } from '../../lib/filter-shape.ts';
import { planSearch, type SearchPlan, SearchSample, searchCondition } from '../../lib/search-plan.ts';

/** The admin list's filters (dates are YYYY-MM-DD days, inclusive). */
export interface PostFilters {
  type?: PostType;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  authorId?: string;
  includeDeleted?: boolean;
}
/** Which of the admin list's filters a query has: one built query per combination (filterShape). */
const shapes = filterShapes([
  'includeDeleted',
  'type',
  'authorId',
  'search',
  'driven',
  'dateFrom',
  'dateTo',
] as const);

/**
 * The filters present, as a key ('type,search'; '' for none): at most 128 values, never user text.
 * `driven`: the search is asked of the index by its rarest word (lib/search-plan.ts).
 */
function filterShape(f: PostFilters, driven: boolean): string {
  return shapes.shapeOf({
    includeDeleted: !!f.includeDeleted,
    type: !!f.type,
    authorId: !!f.authorId,
    search: !!f.search,
    driven,
    dateFrom: !!f.dateFrom,
    dateTo: !!f.dateTo,
  });
}

/** The filters' values for the placeholders of filtersWhere (days as the instants that bound them). */
function filterValues(communityId: string, f: PostFilters, search: SearchPlan['values'] | undefined) {
  return {
    communityId,
    type: f.type,
    authorId: f.authorId,
    pattern: search?.pattern,
    driver: search?.driver,
    from: f.dateFrom ? bogotaDayStart(f.dateFrom).toISOString() : undefined,
    until: f.dateTo ? bogotaDayStart(f.dateTo, 1).toISOString() : undefined,
  };
}

/** The filters of one list: the shape its queries are built for and the values of their placeholders. */
export interface PostsWhere {
  shape: string;
  values: ReturnType<typeof filterValues>;
}

/** The sample of the posts' search text that plans their searches (lib/search-plan.ts). */
const searchSample = new SearchSample(communityPosts, communityPosts.searchText);

export async function postsWhere(db: Tx, communityId: string, f: PostFilters): Promise<PostsWhere> {
  const search = f.search ? await planSearch(db, searchSample, f.search) : undefined;
  return {
    shape: filterShape(f, search?.mode === 'driven'),
    values: filterValues(communityId, f, search?.values),
  };
}

/** The list's filters of one shape, as placeholders (filterValues). */
export function filtersWhere(shape: string): SQL | undefined {
  const has = shapes.hasIn(shape);
  const p = sql.placeholder;
  return and(
    eq(communityPosts.communityId, p('communityId')),
    has('includeDeleted') ? undefined : eq(communityPosts.isActive, true),
    has('type') ? eq(communityPosts.type, p('type')) : undefined,
    has('authorId') ? eq(communityPosts.authorId, p('authorId')) : undefined,
    has('search')
      ? searchCondition(communityPosts.searchText, has('driven') ? 'driven' : 'search')
      : undefined,
    has('dateFrom') ? sql`${communityPosts.publishedAt} >= ${p('from')}::timestamptz` : undefined,
    has('dateTo') ? sql`${communityPosts.publishedAt} < ${p('until')}::timestamptz` : undefined,
  );
}

/** The lists' order, for their anchors (page-anchors.ts). */
export const postOrder = { table: communityPosts, at: communityPosts.publishedAt, id: communityPosts.id };
