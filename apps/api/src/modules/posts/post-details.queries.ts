import type { PostComment, PostDetails } from '@koinonia/shared/posts/posts.schemas';
import { and, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, users } from '../../db/schema.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { replyFields } from './post-comments.queries.ts';
import { authorMembership, postFields, postsWithAuthors } from './posts.queries.ts';

/**
 * The details modal and the app's pages of comments, written as JSON by PostgreSQL. The details are one
 * named statement: the post (postSchema), its admin information, and one page of its top-level comments
 * (newest first), each with its first replies (oldest first) and its true number of replies
 * (postCommentSchema). The app's pages hold the same comments (threadItem, declared once for both).
 */

const p = sql.placeholder;

/**
 * The post's community and id as the subqueries name them: qualified by hand, since Drizzle writes a
 * bare column name when a statement reads one table, and a bare name inside a subquery of post_comments
 * would be post_comments' own column.
 */
const postCommunity = sql.raw('community_posts.community_id');
const postId = sql.raw('community_posts.id');

/** The post_comments row `row` with its author `u` and the author's active membership `m` in the row's community. */
const withAuthor = (row: string, u: string, m: string) =>
  sql.raw(
    `join users ${u} on ${u}.id = ${row}.author_id left join memberships ${m} on ${m}.user_id = ${row}.author_id and ${m}.community_id = ${row}.community_id and ${m}.is_active`,
  );

type Comments = Parameters<typeof replyFields>[0] & { communityId: SQLWrapper };

/**
 * A top-level comment (postCommentSchema) of the comments `c`, its author's account `u` and membership
 * `m` (the tables, or the details' aliases of them): the comment, its number of replies, and its first
 * perParent replies (placeholder perParent) by the (parent, date) index, oldest first.
 */
function threadItem(
  c: Comments,
  u: Parameters<typeof replyFields>[1],
  m: Parameters<typeof replyFields>[2],
): SQL {
  const reply = jsonObject(
    replyFields(alias(postComments, 'r'), alias(users, 'ru'), alias(memberships, 'rm')),
  );
  const replies = sql`(select coalesce(json_agg(${reply} order by r.created_at, r.id), '[]')
    from (select * from post_comments r0 where r0.community_id = ${c.communityId} and r0.parent_id = ${c.id}
      order by r0.created_at, r0.id limit ${p('perParent')}) r ${withAuthor('r', 'ru', 'rm')})`;
  const repliesCount = sql`(select count(*)::int from post_comments rc where rc.community_id = ${c.communityId} and rc.parent_id = ${c.id})`;
  return jsonObject({ ...replyFields(c, u, m), repliesCount, replies });
}

/**
 * A top-level comment of the community with its first replies, as postCommentSchema answers it
 * (placeholders: communityId, perParent): the app's pages of a post's comments.
 */
export const commentThreadModel = readModel<PostComment>({
  name: 'post_comment_threads',
  id: postComments.id,
  scope: eq(postComments.communityId, p('communityId')),
  from: (db, fields) =>
    db
      .select(fields)
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.authorId))
      .leftJoin(memberships, authorMembership(postComments.communityId, postComments.authorId)),
  item: threadItem(postComments, users, memberships),
});

/**
 * One page of a post's top-level comments as a JSON array (placeholders limit, offset, perParent): the
 * page's ids from the (post, parent, date) index, then each comment with its thread (threadItem).
 */
function threadsJson(communityId: SQLWrapper, post: SQLWrapper): SQL {
  const [c, cu, cm] = [alias(postComments, 'c'), alias(users, 'cu'), alias(memberships, 'cm')];
  return sql`(select coalesce(json_agg(${threadItem(c, cu, cm)} order by c.created_at desc, c.id desc), '[]')
    from (select pc.id from post_comments pc
      where pc.community_id = ${communityId} and pc.post_id = ${post} and pc.parent_id is null
      order by pc.created_at desc, pc.id desc limit ${p('limit')} offset ${p('offset')}) page
    join post_comments c on c.id = page.id ${withAuthor('c', 'cu', 'cm')})`;
}

/** How many top-level comments the post has. */
const topLevelTotal = (communityId: SQLWrapper, post: SQLWrapper) =>
  sql<number>`(select count(*)::int from post_comments tc where tc.community_id = ${communityId} and tc.post_id = ${post} and tc.parent_id is null)`;

export interface CommentsPageQuery {
  communityId: string;
  postId: string;
  page: number;
  limit: number;
  perParent: number;
}

const pageValues = ({ communityId, postId, page, limit, perParent }: CommentsPageQuery) => ({
  communityId,
  postId,
  page,
  limit,
  offset: (page - 1) * limit,
  perParent,
});

/**
 * A post of the community, deleted or not, as postDetailsSchema answers it: the post, its admin
 * information and one page of its top-level comments (placeholders: communityId, page, limit, offset,
 * perParent; see pageValues).
 */
export const postDetailsModel = readModel<PostDetails>({
  name: 'post_details',
  id: communityPosts.id,
  scope: eq(communityPosts.communityId, p('communityId')),
  from: postsWithAuthors,
  item: jsonObject({
    ...postFields,
    adminInfo: jsonObject({
      isDeleted: sql`not ${communityPosts.isActive}`,
      deletedBy: sql`(select json_build_object('id', d.id, 'name', d.name) from users d where d.id = ${communityPosts.deletedById})`,
      deletedAt: isoText(communityPosts.deletedAt),
      totalLikes: communityPosts.likesCount,
      totalComments: communityPosts.commentsCount,
      comments: threadsJson(postCommunity, postId),
      commentsPagination: sql`(select ${jsonObject({
        page: sql`${p('page')}::int`,
        limit: sql`${p('limit')}::int`,
        total: sql.raw('t.n'),
        hasMore: sql`${p('page')}::int * ${p('limit')}::int < t.n`,
      })} from (select ${topLevelTotal(postCommunity, postId)} as n) t)`,
    }),
  }),
});

/** The details answer of a post of the community, deleted or not; undefined when it has no such post. */
export function postDetails(db: Tx, q: CommentsPageQuery) {
  return postDetailsModel.one(db, pageValues(q), q.postId);
}

/**
 * A page of an active post's top-level comments, newest first, as JSON text of postCommentSchema items
 * (commentThreadModel), and their number; undefined when the community has no such active post.
 */
export async function commentThreads(
  db: Tx,
  { communityId, postId, page, limit, perParent }: CommentsPageQuery,
) {
  const query = threadsPageOf(db);
  const values = { communityId, postId, perParent };
  let found = false;
  const threads = await listPage({
    db,
    model: commentThreadModel,
    values,
    page: { page, limit },
    ids: () => query.ids,
    count: async () => {
      const [post] = await query.total.execute(values);
      found = post !== undefined;
      return post?.total ?? 0;
    },
  });
  return found ? threads : undefined;
}

/**
 * commentThreads' ids (newest first, by the (post, parent, date) index) and total (none when the post is
 * deleted or not the community's), built once (placeholders: communityId, postId, limit, offset).
 */
const threadsPageOf = perDatabase((db) => ({
  ids: db
    .select({ id: postComments.id })
    .from(postComments)
    .where(
      and(
        eq(postComments.communityId, p('communityId')),
        eq(postComments.postId, p('postId')),
        isNull(postComments.parentId),
      ),
    )
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(unnamed),
  total: db
    .select({ total: topLevelTotal(postCommunity, postId) })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.communityId, p('communityId')),
        eq(communityPosts.id, p('postId')),
        eq(communityPosts.isActive, true),
      ),
    )
    .prepare(unnamed),
}));
