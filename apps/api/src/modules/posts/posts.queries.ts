import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, type postComments, users } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { containsPattern } from '../../lib/ids.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';
import { countList } from './post-counts.queries.ts';

export type PostInsert = typeof communityPosts.$inferInsert;

/** The admin list's filters (dates are YYYY-MM-DD days, inclusive). */
export interface PostFilters {
  type?: PostType;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  authorId?: string;
  includeDeleted?: boolean;
}
export interface PageQuery {
  page: number;
  limit: number;
}

export function filtersWhere(communityId: string, f: PostFilters): SQL | undefined {
  return and(
    eq(communityPosts.communityId, communityId),
    f.includeDeleted ? undefined : eq(communityPosts.isActive, true),
    f.type ? eq(communityPosts.type, f.type) : undefined,
    f.authorId ? eq(communityPosts.authorId, f.authorId) : undefined,
    f.search ? sql`${communityPosts.searchText} like koinonia_fold(${containsPattern(f.search)})` : undefined,
    f.dateFrom ? gte(communityPosts.publishedAt, bogotaDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(communityPosts.publishedAt, bogotaDayStart(f.dateTo, 1)) : undefined,
  );
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

const postColumns = {
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
  deletedById: communityPosts.deletedById,
  deletedAt: communityPosts.deletedAt,
  ...authorColumns,
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

/**
 * The ids of one page of the posts matching `where`, newest first, read from the posts table and its
 * indexes alone (a deferred join: the caller joins authors for these ids only, not for every row the
 * offset skips). Knowing `total`, the offset is walked from the nearer end of the list, so the last page
 * costs what the first does and the middle one is the dearest: an offset is a walk over that many index
 * entries. Pages past the end are the caller's to skip (`offset < total`).
 */
export function pagePostIds(
  db: Tx,
  where: SQL | undefined,
  { limit, offset, total }: { limit: number; offset: number; total: number },
) {
  const walk = nearerEnd({ limit, offset, total });
  return db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(where)
    .orderBy(...(walk.backwards ? oldestFirst : newestFirst))
    .limit(walk.limit)
    .offset(walk.offset);
}

/** The admin list: the total, then the page's ids (pagePostIds), then those posts with their authors. */
export async function listPosts(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = filtersWhere(communityId, q);
  const { limit, offset } = pageWindow(q);
  const total = await countList(db, communityId, q, where);
  if (offset >= total) return { rows: [], total };
  const rows = await selectPosts(db)
    .where(
      and(
        eq(communityPosts.communityId, communityId),
        inArray(communityPosts.id, pagePostIds(db, where, { limit, offset, total })),
      ),
    )
    .orderBy(...newestFirst);
  return { rows, total };
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
  const [row] = await selectPosts(db)
    .where(
      and(
        eq(communityPosts.communityId, communityId),
        eq(communityPosts.id, postId),
        includeDeleted ? undefined : eq(communityPosts.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

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

/** Who deleted a post (name), for the details' adminInfo. */
export async function userName(db: Tx, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}
