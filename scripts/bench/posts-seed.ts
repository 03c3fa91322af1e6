import { postTypes } from '@koinonia/shared/posts/posts.schemas';
import { sql } from 'drizzle-orm';
import { fold, md5Uuid } from './checks.ts';
import { benchAdmin, benchPerson, numberPeople } from './members.ts';
import type { SeedContext } from './types.ts';

/* The posts domain's seed (SQL) and its model of what it seeded; posts.ts measures it. */

const topics = ['oración', 'alabanza', 'familia', 'jóvenes', 'misiones', 'servicio', 'gratitud'];

/** The post with a long thread: 500 comments, on the list's first page. */
export const HOT = 3;
export const HOT_COMMENTS = 500;
/** Authors: one post in ten by 25 prolific people, the rest spread over the first 3,000 members. */
const PROLIFIC = 25;
export const MINUTES_APART = 3;
const neighbourPosts = 1_000;

/**
 * Seeds BENCH_POSTS posts (post j published j·3 minutes before the first instant of the list, j = 1 the
 * newest), their likes and comments, and a neighbour's posts; answers the model of what it seeded.
 */
export async function seedPosts({ db, communityId, neighbourId, sizes, tag }: SeedContext) {
  const t0 = Date.now();
  const N = sizes.posts;
  const L = sizes.postLikes;
  const M = sizes.members;
  const A = Math.min(M, 3_000);
  const hot = N >= HOT ? HOT : 0;
  const spread = Math.max(0, sizes.postComments - (hot ? HOT_COMMENTS : 0));
  // The first instant of the list (whole minute): post j is published j·3 minutes before it.
  const base = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const baseIso = new Date(base).toISOString();

  // Likes: F(j) = floor(L·√(j/N)) likes on posts 1..j, so newer posts have more (post 1 a few
  // thousand, the oldest two or three), and exactly L in all. Post j's likes are by the consecutive
  // people after an offset (mod M): unique per (post, user) while a post has at most M likes.
  const likesUpTo = (j: number) => Math.floor(L * Math.sqrt(j / N));
  const likesOf = (j: number) => likesUpTo(j) - likesUpTo(j - 1);
  if (likesOf(1) > M) throw new Error(`bench: ${likesOf(1)} likes on one post but only ${M} members`);
  const likeOffset = (j: number) => (j * 7919) % M;
  // Comments: HOT has 500, the others share the rest evenly (one or two each at the bench's sizes)
  // (the others numbered 1..N-1 skipping HOT, so the total is exactly BENCH_POST_COMMENTS).
  const others = Math.max(1, hot ? N - 1 : N);
  const commentsOf = (j: number) => {
    if (j === hot) return HOT_COMMENTS;
    const k = hot && j > hot ? j - 1 : j;
    return Math.floor((spread * k) / others) - Math.floor((spread * (k - 1)) / others);
  };
  const authorOf = (j: number) => (j % 10 === 0 ? 1 + (Math.floor(j / 10) % PROLIFIC) : 1 + ((j * 7919) % A));

  // Each seeded person's user id by their number (the members' seed numbers them by created_at).
  await numberPeople({ db, tag }, 'bench_post_people');
  const people = new Map(
    (
      (await db.execute(sql`select n, id from bench_post_people`)) as unknown as {
        rows: { n: number; id: string }[];
      }
    ).rows.map((r) => [Number(r.n), r.id]),
  );
  const adminNumber = benchAdmin(tag).i;
  const adminId = people.get(adminNumber)!;

  const postId = (j: number) => md5Uuid(`${tag}-post-${j}`);
  const commentId = (j: number, t: number) => md5Uuid(`${tag}-comment-${j}-${t}`);
  // Same formulas as above, in SQL (float8 √ and floor are IEEE in both, so the counts agree).
  const likesSql = sql`(floor(${L}::float8 * sqrt(j::float8 / ${N}::float8))
    - floor(${L}::float8 * sqrt((j - 1)::float8 / ${N}::float8)))::int`;
  const k = sql`(j - (${hot} > 0 and j > ${hot})::int)`;
  const commentsSql = sql`(case when j = ${hot} then ${HOT_COMMENTS}
    else (${spread}::bigint * ${k} / ${others}) - (${spread}::bigint * (${k} - 1) / ${others}) end)::int`;
  const authorSql = sql`(case when j % 10 = 0 then 1 + (j / 10) % ${PROLIFIC}
    else 1 + (j::bigint * 7919) % ${A} end)::int`;

  await db.execute(sql`
    insert into community_posts (id, community_id, author_id, type, title, message, published_at,
      is_active, deleted_by_id, deleted_at, likes_count, comments_count, created_at)
    select md5(${tag}::text || '-post-' || j)::uuid, ${communityId}, a.id,
      (array['ANNOUNCEMENT','BIRTHDAY','WEDDING','ACHIEVEMENT','PRAYER_REQUEST','TESTIMONY',
        'CELEBRATION','EVENT','MINISTRY_NEWS','VOLUNTEER_OPPORTUNITY','OTHER'])[1 + j % 11],
      case when j % 3 <> 0 then 'Publicación ' || j end,
      'Mensaje ' || j || ' sobre ' ||
        (array['oración','alabanza','familia','jóvenes','misiones','servicio','gratitud'])[1 + j % 7] ||
        ' para la iglesia',
      ${baseIso}::timestamptz - make_interval(mins => j * ${MINUTES_APART}),
      j % 17 <> 0, case when j % 17 = 0 then ${adminId}::uuid end,
      case when j % 17 = 0 then ${baseIso}::timestamptz end,
      ${likesSql}, ${commentsSql},
      ${baseIso}::timestamptz - make_interval(mins => j * ${MINUTES_APART})
    from generate_series(1, ${N}) as s(j)
    join bench_post_people a on a.n = ${authorSql}`);
  // Another tenant's posts, for every query to skip.
  await db.execute(sql`
    insert into community_posts (id, community_id, author_id, type, message, published_at)
    select md5(${tag}::text || '-neighbour-post-' || j)::uuid, ${neighbourId}, a.id, 'ANNOUNCEMENT',
      'Mensaje ' || j || ' sobre familia para la iglesia vecina',
      ${baseIso}::timestamptz - make_interval(mins => j)
    from generate_series(1, ${neighbourPosts}) as s(j)
    join bench_post_people a on a.n = 1 + j % ${M}`);
  // In ten statements of about L/10 likes each (posts 1..N·(k/10)², since F is a square root): one
  // statement of a million rows can outlast the server's 60 s statement timeout on a busy machine.
  for (let k = 1, from = 1; k <= 10 && from <= N; k++) {
    const to = k === 10 ? N : Math.max(from, Math.ceil((N * k * k) / 100));
    await db.execute(sql`
      insert into post_likes (community_id, post_id, user_id, created_at)
      select ${communityId}, md5(${tag}::text || '-post-' || j)::uuid, u.id, now()
      from generate_series(${from}::int, ${to}::int) as s(j)
      cross join lateral generate_series(0, ${likesSql} - 1) as l(t)
      join bench_post_people u on u.n = 1 + ((j::bigint * 7919) % ${M} + t) % ${M}`);
    from = to + 1;
  }
  // Comment t of post j: a reply when t % 3 = 0 (to comment 1 when t % 9 = 0, so comment 1 has a long
  // thread, else to comment t - 1), a top-level comment otherwise; t seconds after the post.
  await db.execute(sql`
    insert into post_comments (id, community_id, post_id, author_id, parent_id, content, created_at)
    select md5(${tag}::text || '-comment-' || j || '-' || t)::uuid, ${communityId},
      md5(${tag}::text || '-post-' || j)::uuid, a.id,
      case when t % 3 = 0 then
        md5(${tag}::text || '-comment-' || j || '-' || (case when t % 9 = 0 then 1 else t - 1 end))::uuid
      end,
      'Comentario ' || t || ' de la publicación ' || j,
      ${baseIso}::timestamptz - make_interval(mins => j * ${MINUTES_APART}) + make_interval(secs => t)
    from generate_series(1, ${N}) as s(j)
    cross join lateral generate_series(1, ${commentsSql}) as c(t)
    join bench_post_people a on a.n = 1 + (j::bigint * 31 + t * 7) % ${M}`);
  await db.execute(sql`drop table bench_post_people`);

  // The model: post j as the SQL above seeds it (j = 1 is the newest).
  /** Whether person `person` likes post j: like t (0 ≤ t < likes) is by person 1 + (offset + t) mod M. */
  const likedBy = (j: number, likes: number, person: number) => (person - 1 - likeOffset(j) + M) % M < likes;
  const posts = Array.from({ length: N }, (_, k) => {
    const j = k + 1;
    const title = j % 3 !== 0 ? `Publicación ${j}` : null;
    const message = `Mensaje ${j} sobre ${topics[j % 7]} para la iglesia`;
    const likes = likesOf(j);
    const author = benchPerson(authorOf(j), tag);
    return {
      j,
      id: postId(j),
      type: postTypes[j % 11]!,
      active: j % 17 !== 0,
      publishedAt: base - j * MINUTES_APART * 60_000,
      likes,
      comments: commentsOf(j),
      authorId: people.get(author.i)!,
      authorRole: author.active ? author.role : null,
      likedByMe: likedBy(j, likes, adminNumber),
      searchText: fold(`${title ?? ''} ${message}`),
    };
  });
  const totalLikes = posts.reduce((n, p) => n + p.likes, 0);
  const totalComments = posts.reduce((n, p) => n + p.comments, 0);
  console.log(
    `seeded ${N} posts, ${totalLikes} likes and ${totalComments} comments in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { posts, N, base, hot, commentsOf, commentId, authorOf, people, adminId, likedBy };
}

export type PostsModel = Awaited<ReturnType<typeof seedPosts>>;
export type Post = PostsModel['posts'][number];
