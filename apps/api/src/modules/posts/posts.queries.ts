import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, type postComments, users } from '../../db/schema.ts';
import { byIds, isoText, jsonArrayText, jsonObject, jsonPage } from '../../lib/json-items.ts';
import { fromAnchor, pageRead } from '../../lib/page-anchors.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { anchoredPage, countList } from './post-counts.queries.ts';
import { filtersWhere, type PostFilters, postOrder, postsWhere } from './posts-filters.queries.ts';

export type PostInsert = typeof communityPosts.$inferInsert;

export interface PageQuery {
  page: number;
  limit: number;
}

/** Who wrote something, as every read shows them: their account and their role in this community. */
/**
 * The author's membership in the community of the row: only an active one gives a role, so a former
 * member shows with none. Every read of posts and comments (dashboard and app) joins with this.
 */
export const authorMembership = (
  communityColumn: typeof communityPosts.communityId | typeof postComments.communityId,
  userColumn: typeof communityPosts.authorId | typeof postComments.authorId,
) =>
  and(
    eq(memberships.userId, userColumn),
    eq(memberships.communityId, communityColumn),
    eq(memberships.isActive, true),
  );

export const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorAvatar: users.avatar,
  authorRole: memberships.role,
};

/** A post's own columns as every read shows them (postSchema's, without the author). */
const postOwnColumns = {
  id: communityPosts.id,
  communityId: communityPosts.communityId,
  type: communityPosts.type,
  title: communityPosts.title,
  message: communityPosts.message,
  imageUrl: communityPosts.imageUrl,
  publishedAt: communityPosts.publishedAt,
  isActive: communityPosts.isActive,
  likesCount: communityPosts.likesCount,
  commentsCount: communityPosts.commentsCount,
};

/** A post and its author, as the app's reads map them (toPost), over the joins of selectPosts. */
export const postReadColumns = { ...postOwnColumns, ...authorColumns };

const postColumns = {
  ...postOwnColumns,
  deletedById: communityPosts.deletedById,
  deletedAt: communityPosts.deletedAt,
  ...authorColumns,
};

/**
 * The post as postSchema writes it (toPost's mapping), for answers written as JSON by PostgreSQL (the app's
 * feed, the details), over the same joins as selectPosts.
 */
export const postJsonFields = {
  ...postOwnColumns,
  publishedAt: isoText(communityPosts.publishedAt),
  author: jsonObject({ id: users.id, name: users.name, avatar: users.avatar, role: memberships.role }),
};

/** Posts joined with their authors (the membership of the post's own community gives the role). */
export function selectPosts(db: Tx) {
  return db
    .select(postColumns)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId));
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export const newestFirst = [desc(communityPosts.publishedAt), desc(communityPosts.id)];
/** The same order read from the other end (both columns are NOT NULL and id is unique: an exact mirror). */
const oldestFirst = [asc(communityPosts.publishedAt), asc(communityPosts.id)];
/** How a page's ids are read: from the top, from the other end (nearerEnd), or from an anchor. */
type PageDirection = 'backwards' | 'forwards' | 'anchored';

/**
 * The ids of one page of the posts matching `where`, newest first, read from the posts table and its
 * indexes alone (a deferred join: the caller joins authors for these ids only, not for every row the
 * offset skips). Knowing `total`, the offset is walked from the nearer end of the list (nearerEnd:
 * `backwards`, and the placeholders limit and offset), so the last page costs what the first does and
 * the middle one is the dearest: an offset is a walk over that many index entries. Pages past the end
 * are the caller's to skip (`offset < total`).
 */
export function pagePostIds(db: Tx, where: SQL | undefined, direction: PageDirection) {
  return db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(direction === 'anchored' ? and(where, fromAnchor(postOrder)) : where)
    .orderBy(...(direction === 'backwards' ? oldestFirst : newestFirst))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The ids of a page of posts, built once per filter shape and direction (placeholders: filterValues,
 * limit, offset): the admin list's and the app's feed's. Unnamed: each call is planned with its values
 * (a search's pattern, a rare author or a short date range is read by another index than the whole list).
 */
export const postIdsPage = perDatabaseAndShape((db, key: `${string}:${PageDirection}`) => {
  const [shape = '', direction] = key.split(':');
  return pagePostIds(db, filtersWhere(shape), direction as PageDirection).prepare(unnamed);
});

/** Posts by id as JSON text of postSchema items, in the ids' order (placeholders: communityId, ids). */
const postsJson = perDatabase((db) => {
  const rows = byIds(communityPosts.id);
  return db
    .select({ items: jsonArrayText(jsonObject(postJsonFields), rows.order) })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId))
    .where(and(eq(communityPosts.communityId, sql.placeholder('communityId')), rows.where))
    .prepare('koinonia_posts_json');
});

/**
 * The admin list, as JSON text of postSchema items written by PostgreSQL: the total, then the page's
 * ids walked from the nearer end (postIdsPage) or, deep in the list, from its kept anchor (anchoredPage),
 * then those posts with their authors (postsJson).
 */
export async function listPosts(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = await postsWhere(db, communityId, q);
  const { limit, offset } = pageWindow(q);
  const total = await countList(db, q, where);
  if (offset >= total) return { items: '[]', total };
  const walk = nearerEnd({ limit, offset, total });
  const anchored = await anchoredPage(db, q, where, { offset, walked: walk.offset });
  const read = pageRead(walk, anchored, limit);
  const items = await jsonPage(
    postIdsPage(db, `${where.shape}:${read.direction}`),
    postsJson(db),
    { ...where.values, ...read.values },
    read.direction === 'backwards',
  );
  return { items, total };
}

export interface PostKey {
  communityId: string;
  postId: string;
}

/** A post with its author (a deleted one only with includeDeleted). */
export async function findPost(
  db: Tx,
  { communityId, postId, includeDeleted }: PostKey & { includeDeleted: boolean },
) {
  const [row] = await onePost(db, includeDeleted ? 'all' : 'active').execute({ communityId, postId });
  return row;
}

/** findPost's statement, built once per visibility: a read by primary key. */
const onePost = perDatabaseAndShape((db, visible: 'all' | 'active') =>
  selectPosts(db)
    .where(
      and(
        eq(communityPosts.communityId, sql.placeholder('communityId')),
        eq(communityPosts.id, sql.placeholder('postId')),
        visible === 'all' ? undefined : eq(communityPosts.isActive, true),
      ),
    )
    .limit(1)
    .prepare(visible === 'all' ? 'koinonia_post' : 'koinonia_active_post'),
);

/** The bare row, locked for the rest of the transaction (soft delete, restore, comment deletion). */
export async function lockPost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertPost(db: Tx, values: PostInsert) {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  return row!;
}

/** Soft delete (isActive false, who and when) or restore (isActive true, both cleared). */
export async function setPostActive(
  db: Tx,
  { communityId, postId, deletedById }: PostKey & { deletedById: string | null },
) {
  const deleting = deletedById !== null;
  await db
    .update(communityPosts)
    .set({
      isActive: !deleting,
      deletedById,
      deletedAt: deleting ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)));
}

/** Deletes a post for good (its comments and likes go by cascade), answering what the audit and the disk need. */
export async function deletePost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .delete(communityPosts)
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .returning({
      imageUrl: communityPosts.imageUrl,
      title: communityPosts.title,
      type: communityPosts.type,
      authorId: communityPosts.authorId,
      likesCount: communityPosts.likesCount,
      commentsCount: communityPosts.commentsCount,
    });
  return row;
}
