import type { Post } from '@koinonia/shared/posts/posts.schemas';
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, type postComments, users } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, lockRow } from '../../lib/community-rows.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { fromAnchor } from '../../lib/page-anchors.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, type PageDirection, readModel } from '../../lib/read-model.ts';
import { anchoredPage, countList } from './post-counts.queries.ts';
import { filtersWhere, type PostFilters, postOrder, postsWhere } from './posts-filters.queries.ts';

export type PostInsert = typeof communityPosts.$inferInsert;

export interface PageQuery {
  page: number;
  limit: number;
}

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

/**
 * Who wrote a post or a comment (postAuthorSchema): their account `u` and their active membership `m`
 * (authorMembership), the tables themselves or a nested statement's aliases of them.
 */
export function authorObject(
  u: { id: SQLWrapper; name: SQLWrapper; avatar: SQLWrapper } = users,
  m: { role: SQLWrapper } = memberships,
): SQL {
  return jsonObject({ id: u.id, name: u.name, avatar: u.avatar, role: m.role });
}

/**
 * A post as postSchema answers it, with its author, over communityPosts and its author's tables
 * (postsWithAuthors): the properties every post model shares (the app's adds likedByMe, the details
 * adminInfo).
 */
export const postFields = {
  id: communityPosts.id,
  communityId: communityPosts.communityId,
  type: communityPosts.type,
  title: communityPosts.title,
  message: communityPosts.message,
  imageUrl: communityPosts.imageUrl,
  publishedAt: isoText(communityPosts.publishedAt),
  isActive: communityPosts.isActive,
  likesCount: communityPosts.likesCount,
  commentsCount: communityPosts.commentsCount,
  author: authorObject(),
};

/** Posts joined with their authors (the membership of the post's own community gives the role). */
export function postsWithAuthors(db: Tx, fields: { items: SQL<string> }) {
  return db
    .select(fields)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId));
}

/** A post of the community, deleted or not, as postSchema answers it: the admin list's items and the writes' answers. */
export const postModel = readModel<Post>({
  name: 'posts',
  id: communityPosts.id,
  scope: eq(communityPosts.communityId, sql.placeholder('communityId')),
  from: postsWithAuthors,
  item: jsonObject(postFields),
});

export const newestFirst = [desc(communityPosts.publishedAt), desc(communityPosts.id)];
/** The same order read from the other end (both columns are NOT NULL and id is unique: an exact mirror). */
const oldestFirst = [asc(communityPosts.publishedAt), asc(communityPosts.id)];

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

/**
 * The admin list, as JSON text of postSchema items written by PostgreSQL: the total (countList), then
 * the page's ids walked from the nearer end (postIdsPage) or, deep in the list, from its kept anchor
 * (anchoredPage), then those posts with their authors (postModel).
 */
export async function listPosts(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = await postsWhere(db, communityId, q);
  return listPage({
    db,
    model: postModel,
    values: where.values,
    page: q,
    ids: (direction) => postIdsPage(db, `${where.shape}:${direction}`),
    count: () => countList(db, q, where),
    nearerEnd: true,
    anchors: (at) => anchoredPage(db, q, where, at),
  });
}

export interface PostKey {
  communityId: string;
  postId: string;
}

/** The bare row, locked for the rest of the transaction (soft delete, restore, comment deletion). */
export function lockPost(db: Tx, { communityId, postId }: PostKey) {
  return lockRow(db, communityPosts, { communityId, id: postId }, 'update');
}

export function insertPost(db: Tx, values: PostInsert) {
  return insertRow(db, communityPosts, values);
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
    .where(communityRow(communityPosts, { communityId, id: postId }));
}

/** Deletes a post for good (its comments and likes go by cascade), answering what the audit and the disk need. */
export function deletePost(db: Tx, { communityId, postId }: PostKey) {
  return deleteRow(db, communityPosts, { communityId, id: postId });
}
