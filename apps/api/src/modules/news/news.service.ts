import { imageTypes } from '@koinonia/shared/images/image-url';
import { newsCategories } from '@koinonia/shared/news/news.constants';
import { isBeforeTodayEverywhere, isSliceCard } from '@koinonia/shared/news/news.helpers';
import {
  NEWS_LIMITS,
  type NewsItem,
  type NewsPage,
  type NewsValues,
  newsFieldsSchema,
  newsPatchSchema,
} from '@koinonia/shared/news/news.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields, fieldsSet } from '../../lib/audit.ts';
import { deleteWithImage, type ImageRemoval } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import { decodeBase64Image, processImage } from '../../lib/images.ts';
import { concatJsonArrays, jsonList, withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import { sentFields, withReplacedImage } from '../../lib/replaced-images.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './news.queries.ts';

const IMAGE_TYPE = imageTypes.news;
const removal: ImageRemoval = { objectType: 'news', imageType: IMAGE_TYPE, notFound: 'NEWS_NOT_FOUND' };

/**
 * What the audit log records of a news item: its fields (the image by its address, never its bytes),
 * without its place in the table (a move records it in words).
 */
function auditedFields(item: NewsItem) {
  const { id: _id, createdAt: _created, updatedAt: _updated, position: _position, ...fields } = item;
  return fields;
}

/** A news item as it answers, read in `db` (a write's transaction: what it just wrote). */
async function readNews(db: Tx, caller: Caller, id: string) {
  const item = await q.newsModel.read(db, { communityId: caller.communityId }, id);
  if (!item) throw new AppError('NEWS_NOT_FOUND');
  return item;
}

/** Pastors and helpers see inactive news; the mobile app (members) only active ones. */
export const seesInactive = (caller: Caller) =>
  caller.role === 'COMMUNITY_ADMIN' || caller.role === 'SECTION_ADMIN';

export async function listNews({ db }: ServiceDeps, caller: Caller, query: q.NewsListQuery) {
  const includeInactive = !!query.includeInactive && seesInactive(caller);
  const { items, total } = await q.listNews(db, caller.communityId, { ...query, includeInactive });
  return withJsonItems<NewsPage>({ pagination: paginated([], total, query).pagination }, items);
}

async function newsOrThrow({ db }: ServiceDeps, caller: Caller, id: string, includeInactive: boolean) {
  const row = isUuid(id)
    ? await q.findNews(db, { communityId: caller.communityId, newsId: id, includeInactive })
    : undefined;
  if (!row) throw new AppError('NEWS_NOT_FOUND');
  return row;
}

export async function getNews({ db }: ServiceDeps, caller: Caller, id: string) {
  const item = isUuid(id) ? await q.newsModel.read(db, { communityId: caller.communityId }, id) : undefined;
  // A member reads active news only: an inactive item is not found for them.
  if (!item || (!item.isActive && !seesInactive(caller))) throw new AppError('NEWS_NOT_FOUND');
  return item;
}

function columns(values: NewsValues) {
  const { publishedAt, isSliceCard: _clientFlag, ...rest } = values;
  return {
    ...rest,
    publishedAt: publishedAt
      ? new Date(publishedAt.length === 10 ? `${publishedAt}T12:00:00Z` : publishedAt)
      : null,
    // Kept consistent with the priority on every save (spec: true when the priority is 3 or lower).
    isSliceCard: isSliceCard(values.priority),
  };
}

export async function createNews(deps: ServiceDeps, caller: Caller, data: unknown, image?: Buffer) {
  const values = parseOrThrow(newsFieldsSchema, data);
  if (values.publishedAt && isBeforeTodayEverywhere(values.publishedAt))
    throw new AppError('EVENT_DATE_IN_PAST');
  const row = await withStoredImage(deps, IMAGE_TYPE, image, async (tx, fileName) => {
    const inserted = await q.insertNews(tx, {
      ...columns(values),
      imageUrl: fileName ?? values.imageUrl ?? null,
      communityId: caller.communityId,
    });
    const item = await readNews(tx, caller, inserted.id);
    await audit(tx, caller, {
      action: 'create',
      objectType: 'news',
      objectId: item.id,
      changes: fieldsSet(auditedFields(item)),
    });
    return item;
  });
  return row;
}

export async function updateNews(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  data: unknown,
  image?: Buffer,
) {
  const patch = parseOrThrow(newsPatchSchema, data);
  // A cheap refusal before an image is processed; the row is read again, locked, to be changed.
  await newsOrThrow(deps, caller, id, true);
  const key = { communityId: caller.communityId, newsId: id };
  return withReplacedImage(deps, IMAGE_TYPE, image, async (tx, fileName) => {
    const locked = await q.findNews(tx, { ...key, includeInactive: true, forUpdate: true });
    if (!locked) throw new AppError('NEWS_NOT_FOUND');
    const current = await readNews(tx, caller, id);
    const { imageUrl: _stored, ...stored } = current;
    const merged = parseOrThrow(newsFieldsSchema, { ...stored, ...sentFields(patch) });
    // The date rule applies to a date set or changed: editing another field keeps a past date.
    const dateChanged =
      patch.publishedAt !== undefined &&
      patch.publishedAt?.slice(0, 10) !== current.publishedAt?.slice(0, 10);
    if (dateChanged && merged.publishedAt && isBeforeTodayEverywhere(merged.publishedAt))
      throw new AppError('EVENT_DATE_IN_PAST');
    const updated = await q.updateNews(tx, {
      ...key,
      values: {
        ...columns(merged),
        imageUrl: fileName ?? (patch.imageUrl !== undefined ? patch.imageUrl : locked.imageUrl),
      },
    });
    if (!updated) throw new AppError('NEWS_NOT_FOUND');
    const item = await readNews(tx, caller, id);
    const changes = changedFields(auditedFields(current), auditedFields(item));
    await audit(tx, caller, { action: 'update', objectType: 'news', objectId: current.id, changes });
    return { result: item, image: item.imageUrl, previousImage: locked.imageUrl };
  });
}

export async function setPriority({ db }: ServiceDeps, caller: Caller, id: string, priority: number) {
  if (!isUuid(id)) throw new AppError('NEWS_NOT_FOUND');
  const key = { communityId: caller.communityId, newsId: id };
  const row = await db.transaction(async (tx) => {
    const current = await q.findNews(tx, { ...key, includeInactive: true, forUpdate: true });
    if (!current) throw new AppError('NEWS_NOT_FOUND');
    const values = { priority, isSliceCard: isSliceCard(priority) };
    const updated = await q.updateNews(tx, { ...key, values });
    if (!updated) throw new AppError('NEWS_NOT_FOUND');
    const changes = changedFields({ priority: current.priority, isSliceCard: current.isSliceCard }, values);
    await audit(tx, caller, { action: 'update', objectType: 'news', objectId: current.id, changes });
    return readNews(tx, caller, id);
  });
  return row;
}

export async function deleteNews(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('NEWS_NOT_FOUND');
  await deleteWithImage(deps, caller, removal, id, {
    remove: (tx) => q.deleteNews(tx, { communityId: caller.communityId, newsId: id }),
    changes: (row) => ({ title: row.title }),
  });
}

export async function categories({ db }: ServiceDeps, caller: Caller) {
  const rows = await q.categoryCounts(db, caller.communityId, { includeInactive: seesInactive(caller) });
  const counts = new Map(rows.map((c) => [c.category, c.count]));
  return newsCategories.map((c) => ({ ...c, count: counts.get(c.id) ?? 0 }));
}

export async function tags({ db }: ServiceDeps, caller: Caller) {
  return (await q.tagCounts(db, caller.communityId, { includeInactive: seesInactive(caller) })).map((t) => ({
    id: t.name,
    name: t.name,
    count: t.count,
  }));
}

/** The mobile home: NEWS_LIMITS.homeSlots slots, filled with active slice cards, null where empty. */
export async function homeSlice({ db }: ServiceDeps, caller: Caller): Promise<(NewsItem | null)[]> {
  const slots = NEWS_LIMITS.homeSlots;
  const { items, count } = await q.sliceCardsJson(db, caller.communityId, { slots });
  // The empty slots after the cards, as null.
  const empty = Array.from({ length: slots - count }, () => 'null');
  return jsonList<NewsItem | null>(concatJsonArrays(items, `[${empty.join(',')}]`));
}

/** The dashboard's image preview: the image as it would be stored (at most 800x600, JPEG). */
export async function processImagePreview(_deps: ServiceDeps, _caller: Caller, imageBase64: string) {
  const image = await processImage(decodeBase64Image(imageBase64));
  return {
    base64: image.buffer.toString('base64'),
    width: image.width,
    height: image.height,
    sizeKB: image.sizeKB,
    format: 'jpeg' as const,
  };
}
