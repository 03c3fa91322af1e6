import type { PostDetails } from '@koinonia/shared/posts/posts.schemas';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, users } from '../../db/schema.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase } from '../../lib/prepared.ts';
import { readModel } from '../../lib/read-model.ts';
import { replyFields } from './post-comments.queries.ts';
import { postFields, postsWithAuthors } from './posts.queries.ts';

/**
 * The details modal and the app's comments written as JSON by PostgreSQL, each in one named statement:
 * the post (postSchema), its admin information, and one page of its top-level comments (newest first),
 * each with its first replies (oldest first) and its true number of replies (postCommentSchema). Read in
 * JavaScript it took five statements in three round trips, and every comment was mapped into objects.
 */

const p = sql.placeholder;

/**
 * The post's community and id as the subqueries name them: qualified by hand, since Drizzle writes a
 * bare column name when a statement reads one table, and a bare name inside a subquery of post_comments
 * would be post_comments' own column.
 */
const postCommunity = sql.raw('community_posts.community_id');
const postId = sql.raw('community_posts.id');

/** A comment or a reply of the post_comments row `row`, its author `u` and membership `m` (postReplySchema). */
const replyOf = (row: string, u: string, m: string) =>
  jsonObject(replyFields(alias(postComments, row), alias(users, u), alias(memberships, m)));

/** The post_comments row `row` with its author `u` and the author's active membership `m` in the row's community. */
const withAuthor = (row: string, u: string, m: string) =>
  sql.raw(
    `join users ${u} on ${u}.id = ${row}.author_id left join memberships ${m} on ${m}.user_id = ${row}.author_id and ${m}.community_id = ${row}.community_id and ${m}.is_active`,
  );

/**
 * One page of a post's top-level comments as a JSON array (placeholders limit, offset, perParent): the
 * page's ids from the (post, parent, date) index, then each comment with its author, its number of
 * replies, and its first perParent replies by the (parent, date) index.
 */
function threadsJson(communityId: SQLWrapper, post: SQLWrapper): SQL {
  const replies = sql`(select coalesce(json_agg(${replyOf('r', 'ru', 'rm')} order by r.created_at, r.id), '[]')
    from (select * from post_comments r0 where r0.community_id = c.community_id and r0.parent_id = c.id
      order by r0.created_at, r0.id limit ${p('perParent')}) r ${withAuthor('r', 'ru', 'rm')})`;
  const repliesCount = sql`(select count(*)::int from post_comments rc where rc.community_id = c.community_id and rc.parent_id = c.id)`;
  const thread = jsonObject({
    ...replyFields(alias(postComments, 'c'), alias(users, 'cu'), alias(memberships, 'cm')),
    repliesCount,
    replies,
  });
  return sql`(select coalesce(json_agg(${thread} order by c.created_at desc, c.id desc), '[]')
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
 * A page of an active post's top-level comments, as JSON text of postCommentSchema items, and their
 * number; undefined when the community has no such active post.
 */
export async function commentThreadsJson(db: Tx, q: CommentsPageQuery) {
  const [row] = await threadsOfActivePost(db).execute(pageValues(q));
  return row;
}

/** commentThreadsJson's statement (placeholders: communityId, postId, limit, offset, perParent). */
const threadsOfActivePost = perDatabase((db) =>
  db
    .select({
      items: sql<string>`${threadsJson(postCommunity, postId)}::text`,
      total: topLevelTotal(postCommunity, postId),
    })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.communityId, p('communityId')),
        eq(communityPosts.id, p('postId')),
        eq(communityPosts.isActive, true),
      ),
    )
    .prepare('koinonia_comment_threads_json'),
);
