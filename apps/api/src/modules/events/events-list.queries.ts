import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { events } from '../../db/schema.ts';
import { filterShapes } from '../../lib/filter-shape.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage } from '../../lib/read-model.ts';
import { planSearch, type SearchPlan, SearchSample, searchCondition } from '../../lib/search-plan.ts';
import { type EventsFilters, eventModel } from './events.queries.ts';

/**
 * Community events, the dashboard's list: its filters, a page and the total. Every query names the
 * community. The other reads are in events.queries.ts.
 */

/** Which of the list's filters a query has: one built query per combination (filterShape). */
const shapes = filterShapes([
  'includeInactive',
  'category',
  'status',
  'featured',
  'startDate',
  'endDate',
  'tags',
  'search',
  'driven',
] as const);

/**
 * The filters present, as a key ('category,search'; '' for none): at most 512 values, never user text.
 * `driven`: the search is asked of the index by its rarest word (lib/search-plan.ts).
 */
function filterShape(f: EventsFilters, driven = false): string {
  return shapes.shapeOf({
    includeInactive: !!f.includeInactive,
    category: !!f.category,
    status: !!f.status,
    featured: f.featured !== undefined,
    startDate: !!f.startDate,
    endDate: !!f.endDate,
    tags: !!f.tags?.length,
    search: !!f.search,
    driven,
  });
}

/** The filters' values for the placeholders of filtersWhere. */
function filterValues(communityId: string, f: EventsFilters, search?: SearchPlan['values']) {
  return {
    communityId,
    category: f.category,
    status: f.status,
    featured: f.featured,
    startDate: f.startDate,
    endDate: f.endDate,
    // The tags as one comma-separated text (only for tags without a comma: see listEvents).
    tags: f.tags?.join(','),
    pattern: search?.pattern,
    driver: search?.driver,
  };
}

/** An event carries any of these tags, given as an array of parameters (a query built for one call). */
function tagsAsArray(tags: string[]): SQL {
  return sql`${events.tags} && array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The dashboard list's filters (see eventsQuerySchema), as placeholders (filterValues). search: any
 * case, with or without accents (koinonia_fold). `tags`: the tags' condition of a query built for one
 * call (tagsAsArray), when the shape has no 'tags'.
 */
function filtersWhere(shape: string, tags?: SQL): SQL | undefined {
  const has = shapes.hasIn(shape);
  const p = sql.placeholder;
  return and(
    eq(events.communityId, p('communityId')),
    has('includeInactive') ? undefined : eq(events.isActive, true),
    has('category') ? eq(events.category, p('category')) : undefined,
    has('status') ? eq(events.status, p('status')) : undefined,
    has('featured') ? eq(events.featured, p('featured')) : undefined,
    has('startDate') ? gte(events.eventDate, p('startDate')) : undefined,
    has('endDate') ? lte(events.eventDate, p('endDate')) : undefined,
    has('tags') ? sql`${events.tags} && string_to_array(${p('tags')}::text, ',')` : tags,
    has('search') ? searchCondition(events.searchText, has('driven') ? 'driven' : 'search') : undefined,
  );
}

/**
 * The list's three statements for one filter shape (placeholders: filterValues, today, limit, offset):
 * the part counts, a page of the coming events and one of the past ones. Unnamed statements: each call
 * is planned with its values (a search's pattern, a rare category, a short date range).
 */
function buildEventList(db: Tx, shape: string, tags?: SQL) {
  const where = filtersWhere(shape, tags);
  const p = sql.placeholder;
  return {
    counts: db
      .select({
        total: sql<number>`count(*)::int`,
        coming: sql<number>`(count(*) filter (where ${events.eventDate} >= ${p('today')}))::int`,
      })
      .from(events)
      .where(where)
      .prepare(unnamed),
    coming: page(db, and(where, gte(events.eventDate, p('today'))), comingOrder),
    past: page(db, and(where, lt(events.eventDate, p('today'))), pastOrder),
  };
}

const comingOrder = [asc(events.eventDate), asc(events.eventTime), asc(events.id)];
const pastOrder = [desc(events.eventDate), desc(events.eventTime), desc(events.id)];

/** The ids of a page of the events `where` selects, in `order` (placeholders: limit, offset). */
function page(db: Tx, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ id: events.id })
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unnamed);
}

/** The list's statements, built once per filter shape (filterShape). */
const eventList = perDatabaseAndShape((db, shape: string) => buildEventList(db, shape));

/** The sample of the events' search text that plans their searches (lib/search-plan.ts). */
const searchSample = new SearchSample(events, events.searchText);

/**
 * The list's part counts, by community, filters and day, kept while the community's events version stands
 * (list_versions, raised by every change of its events, an interest mark included): the next page, or
 * the same list again, does not count the events again.
 */
const keptCounts = new KeptPerVersion<{ total: number; coming: number }>('events', 2_000);

/**
 * One page of the dashboard's list as JSON text of eventItemSchema (eventModel), with the total matching
 * the filters. The order: the events still to come (dated `today` or later) first, by date, time and id;
 * then the past ones, newest first (date, time and id descending). Each part is an ordered walk of the
 * (community, date, time, id) index, one forwards and one backwards, so no page sorts the community's
 * events: the part counts (one pass over the index) say which part, or both, the page falls in.
 */
export async function listEvents(
  db: Tx,
  communityId: string,
  q: EventsFilters & { page: number; limit: number; today: string },
) {
  const search = q.search ? await planSearch(db, searchSample, q.search) : undefined;
  const driven = search?.mode === 'driven';
  const shape = filterShape(q, driven);
  // The tags go as one comma-separated text, unless one holds a comma (a JSON list may send one): then
  // the statements are built for this call, with the tags as an array of parameters.
  const query = q.tags?.some((t) => t.includes(','))
    ? buildEventList(db, filterShape({ ...q, tags: undefined }, driven), tagsAsArray(q.tags))
    : eventList(db, shape);
  const values = { ...filterValues(communityId, q, search?.values), today: q.today };
  const key = [shape, q.tags, JSON.stringify(values)];
  const counts = await keptCounts.get(db, communityId, key, async () => {
    const [count] = await query.counts.execute(values);
    return { total: count?.total ?? 0, coming: count?.coming ?? 0 };
  });
  return listPage({
    db,
    model: eventModel,
    values,
    page: q,
    ids: () => comingThenPast(query, counts),
    count: async () => counts.total,
  });
}

/**
 * A page's ids across the list's two parts (placeholders: values, limit, offset): the coming events'
 * page, then, when it ends before the page does, the first past ones.
 */
function comingThenPast(
  query: ReturnType<typeof buildEventList>,
  { total, coming }: { total: number; coming: number },
) {
  return {
    async execute(values: Record<string, unknown>) {
      const limit = values.limit as number;
      const offset = values.offset as number;
      if (offset >= total) return [];
      const ids: { id: string }[] = [];
      let shown = 0;
      if (offset < coming) {
        ids.push(...(await query.coming.execute(values)));
        shown = Math.min(limit, coming - offset);
      }
      if (shown < limit && offset + shown >= coming)
        ids.push(
          ...(await query.past.execute({
            ...values,
            limit: limit - shown,
            offset: Math.max(0, offset - coming),
          })),
        );
      return ids;
    },
  };
}
