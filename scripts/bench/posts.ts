import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fields, fold, pageOf, q, same, spreadPages } from './checks.ts';
import { benchAdmin, benchPerson } from './members.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

const postTypes = [
  'ANNOUNCEMENT',
  'BIRTHDAY',
  'WEDDING',
  'ACHIEVEMENT',
  'PRAYER_REQUEST',
  'TESTIMONY',
  'CELEBRATION',
  'EVENT',
  'MINISTRY_NEWS',
  'VOLUNTEER_OPPORTUNITY',
  'OTHER',
] as const;
const topics = ['oración', 'alabanza', 'familia', 'jóvenes', 'misiones', 'servicio', 'gratitud'];

/** The post with a long thread: 500 comments (issue 10), on the list's first page. */
const HOT = 3;
const HOT_COMMENTS = 500;
/** Authors: one post in ten by 25 prolific people, the rest spread over the first 3,000 members. */
const PROLIFIC = 25;
const MINUTES_APART = 3;
const pageSize = 12;
const commentsPageSize = 20;
const repliesShown = 50;
const neighbourPosts = 1_000;
/** Issue 10's budgets for every posts scenario: p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };

/** The id the seed gives a post or comment: md5 of a name, as a uuid (the same in SQL and here). */
const md5Uuid = (name: string) =>
  createHash('md5')
    .update(name)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

export const postsBench: BenchDomain = {
  name: 'posts',
  async seed({ db, communityId, neighbourId, sizes, tag }) {
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
    // Comments: HOT has 500, the others share the rest evenly (one or two each at the issue's sizes)
    // (the others numbered 1..N-1 skipping HOT, so the total is exactly BENCH_POST_COMMENTS).
    const others = Math.max(1, hot ? N - 1 : N);
    const commentsOf = (j: number) => {
      if (j === hot) return HOT_COMMENTS;
      const k = hot && j > hot ? j - 1 : j;
      return Math.floor((spread * k) / others) - Math.floor((spread * (k - 1)) / others);
    };
    const authorOf = (j: number) =>
      j % 10 === 0 ? 1 + (Math.floor(j / 10) % PROLIFIC) : 1 + ((j * 7919) % A);

    // Each seeded person's user id by their number (the members' seed numbers them by created_at).
    await db.execute(sql`drop table if exists bench_post_people`);
    await db.execute(sql`
      create table bench_post_people as
      select row_number() over (order by created_at desc)::int as n, id from users
      where email like ${`%.${tag}@correo.test`}`);
    await db.execute(sql`alter table bench_post_people add primary key (n)`);
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
    const viewer = adminNumber - 1;
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
        likedByMe: (viewer - likeOffset(j) + M) % M < likes,
        searchText: fold(`${title ?? ''} ${message}`),
      };
    });
    type Post = (typeof posts)[number];
    const active = posts.filter((p) => p.active);
    const totalLikes = posts.reduce((n, p) => n + p.likes, 0);
    const totalComments = posts.reduce((n, p) => n + p.comments, 0);
    console.log(
      `seeded ${N} posts, ${totalLikes} likes and ${totalComments} comments in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    type Params = Record<string, string | number | boolean | undefined>;
    type Filter = (p: Post) => boolean;
    const samePost = (item: Record<string, unknown>, p: Post) => {
      const got = item as {
        id: string;
        likesCount: number;
        commentsCount: number;
        isActive: boolean;
        type: string;
        publishedAt: string;
        author: { id: string; role: string | null };
        likedByMe?: boolean;
      };
      return (
        same('id', got.id, p.id) ??
        same('likesCount', got.likesCount, p.likes) ??
        same('commentsCount', got.commentsCount, p.comments) ??
        same('isActive', got.isActive, p.active) ??
        same('type', got.type, p.type) ??
        same('publishedAt', got.publishedAt, new Date(p.publishedAt).toISOString()) ??
        same('author.id', got.author?.id, p.authorId) ??
        same('author.role', got.author?.role, p.authorRole)
      );
    };
    // The admin list: newest first; without includeDeleted, active posts only.
    const matching = (params: Params, extra: Filter = () => true) =>
      (params.includeDeleted ? posts : active).filter(extra);
    const list = (params: Params, keep?: Filter) => {
      const rows = matching(params, keep);
      return {
        path: q('/api/admin/community/posts', params),
        check: pageOf(rows, Number(params.page ?? 1), pageSize, samePost),
      };
    };
    const searchFilter = (term: string): Filter => {
      const t = fold(term.trim());
      return (p) => p.searchText.includes(t);
    };
    const searches = (terms: string[]) =>
      terms.flatMap((term) => {
        const rows = active.filter(searchFilter(term));
        return [1, 2, 5]
          .filter((page) => page === 1 || rows.length > (page - 1) * pageSize)
          .map((page) => list({ search: term, page }, searchFilter(term)));
      });

    // Bogota days (UTC-5): the day of an instant, and the range filter as the API reads it.
    const dayOf = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
    const dayStart = (day: string, plus = 0) =>
      new Date(`${day}T00:00:00-05:00`).getTime() + plus * 86_400_000;
    const inDays =
      (from?: string, to?: string): Filter =>
      (p) =>
        (!from || p.publishedAt >= dayStart(from)) && (!to || p.publishedAt < dayStart(to, 1));
    const oldest = base - N * MINUTES_APART * 60_000;
    const span = base - oldest;
    const dayAt = (fraction: number) => dayOf(base - span * fraction);
    const ranges: [string | undefined, string | undefined][] = [
      [dayAt(0.02), undefined],
      [undefined, dayAt(0.9)],
      [dayAt(0.5), dayAt(0.45)],
      [dayAt(0.3), dayAt(0.3)],
    ];

    const prolific = people.get(1)!;
    const ordinary = people.get(authorOf(7))!;
    const byAuthor =
      (id: string): Filter =>
      (p) =>
        p.authorId === id;

    // The by-user view: the authors of the matching posts, most posts first, then the latest post.
    const authorsView = (params: Params, keep: Filter = () => true) => {
      const rows = matching(params, keep);
      const groups = new Map<string, Post[]>();
      for (const p of rows) {
        const g = groups.get(p.authorId);
        if (g) g.push(p);
        else groups.set(p.authorId, [p]);
      }
      // Each group's posts are newest first already (rows are in j order).
      const ordered = [...groups.entries()].sort(
        ([a, x], [b, y]) => y.length - x.length || x[0]!.j - y[0]!.j || (a < b ? -1 : 1),
      );
      const page = Number(params.page ?? 1);
      return {
        path: q('/api/admin/community/posts/authors', params),
        check: pageOf(ordered, page, pageSize, (item, [authorId, own]) => {
          const got = item as {
            author: { id: string };
            postsCount: number;
            totalLikes: number;
            totalComments: number;
            lastPublishedAt: string;
            posts: { id: string }[];
          };
          const newest = own.slice(0, 6);
          return (
            same('author.id', got.author?.id, authorId) ??
            same('postsCount', got.postsCount, own.length) ??
            same(
              'totalLikes',
              got.totalLikes,
              own.reduce((n, p) => n + p.likes, 0),
            ) ??
            same(
              'totalComments',
              got.totalComments,
              own.reduce((n, p) => n + p.comments, 0),
            ) ??
            same('lastPublishedAt', got.lastPublishedAt, new Date(own[0]!.publishedAt).toISOString()) ??
            same('posts', got.posts?.map((p) => p.id).join(), newest.map((p) => p.id).join())
          );
        }),
      };
    };

    // The details modal: top-level comments newest first, each with its first 50 replies, oldest first.
    const repliesTo = (j: number, t: number) => {
      const count = commentsOf(j);
      const replies: number[] = [];
      if (t === 1) for (let r = 9; r <= count; r += 9) replies.push(r);
      else if (t % 3 === 2 && t + 1 <= count && (t + 1) % 9 !== 0) replies.push(t + 1);
      return replies;
    };
    const details = (j: number, commentsPage: number): { path: string; check: Check } => {
      const p = posts[j - 1]!;
      const topLevel: number[] = [];
      for (let t = commentsOf(j); t >= 1; t--) if (t % 3 !== 0) topLevel.push(t);
      const pageCheck = pageOf(topLevel, commentsPage, commentsPageSize, (item, t) => {
        const got = item as { id: string; repliesCount: number; replies: { id: string }[] };
        const replies = repliesTo(j, t);
        return (
          same('comment id', got.id, commentId(j, t)) ??
          same(`repliesCount of ${t}`, got.repliesCount, replies.length) ??
          same(
            `replies of ${t}`,
            got.replies?.map((r) => r.id).join(),
            replies
              .slice(0, repliesShown)
              .map((r) => commentId(j, r))
              .join(),
          )
        );
      });
      return {
        path: q(`/api/admin/community/posts/${p.id}/details`, { commentsPage }),
        check: (body) => {
          const b = body as {
            adminInfo?: {
              isDeleted: boolean;
              deletedBy: { id: string } | null;
              totalLikes: number;
              totalComments: number;
              comments: unknown[];
              commentsPagination: unknown;
            };
          };
          const info = b.adminInfo;
          if (!info) return 'no adminInfo';
          return (
            samePost(body as Record<string, unknown>, p) ??
            same('isDeleted', info.isDeleted, !p.active) ??
            same('deletedBy', info.deletedBy?.id ?? null, p.active ? null : adminId) ??
            same('totalLikes', info.totalLikes, p.likes) ??
            same('totalComments', info.totalComments, p.comments) ??
            pageCheck({ items: info.comments, pagination: info.commentsPagination })
          );
        },
      };
    };
    const ordinaryPosts = [1, 17, Math.floor(N / 2), N].filter((j, k, all) => j <= N && all.indexOf(j) === k);
    const hotLastPage = Math.max(1, Math.ceil(Math.ceil((HOT_COMMENTS * 2) / 3) / commentsPageSize));

    // The members' feed: active posts newest first, with whether the bench's pastor liked each.
    const feed = (params: Params) => {
      const rows = active.filter((p) => !params.type || p.type === params.type);
      return {
        path: q('/api/community/posts', params),
        check: pageOf(rows, Number(params.page ?? 1), pageSize, (item, p) => {
          return samePost(item, p) ?? same('likedByMe', item.likedByMe, p.likedByMe);
        }),
      };
    };

    const typeCount = (type: string, key: 'count' | 'likes' | 'comments') =>
      active
        .filter((p) => p.type === type)
        .reduce((n, p) => n + (key === 'count' ? 1 : key === 'likes' ? p.likes : p.comments), 0);

    return [
      {
        name: 'posts first pages',
        ...budgets,
        requests: [1, 2, 3].map((page) => list({ page })),
      },
      {
        name: 'posts deep pages',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        ...budgets,
        requests: [
          ...spreadPages(active.length, pageSize).map((page) => list({ page })),
          ...spreadPages(posts.length, pageSize, [0.5, 1]).map((page) =>
            list({ page, includeDeleted: true }),
          ),
        ],
      },
      {
        // One post each at every size, and one none (the word after the number ends it: 'mensaje 4711
        // sobre' is not also 47110-47119, so a curve compares answers of the same size; the API trims a
        // search, so a space would not do).
        name: 'posts search, rare',
        ...budgets,
        requests: searches([
          'publicación 12346 mensaje',
          'MENSAJE 4711 sobre',
          'mensaje 9999 sobre',
          'nada parecido',
        ]),
      },
      {
        // A topic: one post in seven; 'iglesia': every post.
        name: 'posts search, common',
        ...budgets,
        requests: searches(['familia', 'ORACION', 'iglesia', 'mensaje 1']),
      },
      {
        name: 'posts by type',
        ...budgets,
        requests: postTypes.flatMap((type) =>
          [1, 40].map((page) => list({ type, page }, (p) => p.type === type)),
        ),
      },
      {
        name: 'posts by date and author',
        ...budgets,
        requests: [
          ...ranges.flatMap(([dateFrom, dateTo]) =>
            [1, 3].map((page) => list({ dateFrom, dateTo, page }, inDays(dateFrom, dateTo))),
          ),
          ...[prolific, ordinary].flatMap((authorId) =>
            [1, 2].map((page) => list({ authorId, page }, byAuthor(authorId))),
          ),
          list({ authorId: prolific, includeDeleted: true, page: 3 }, byAuthor(prolific)),
          list(
            { type: 'EVENT', search: 'familia', dateFrom: dayAt(0.6) },
            (p) => p.type === 'EVENT' && searchFilter('familia')(p) && inDays(dayAt(0.6))(p),
          ),
        ],
      },
      {
        name: 'posts by user',
        ...budgets,
        requests: [
          ...[1, 2, 50].map((page) => authorsView({ page })),
          authorsView({ type: 'TESTIMONY' }, (p) => p.type === 'TESTIMONY'),
          authorsView({ search: 'gratitud' }, searchFilter('gratitud')),
          authorsView({ dateFrom: dayAt(0.1), dateTo: dayAt(0.05) }, inDays(dayAt(0.1), dayAt(0.05))),
          authorsView({ authorId: prolific }, byAuthor(prolific)),
          authorsView({ includeDeleted: true, page: 2 }),
        ],
      },
      {
        name: 'posts stats',
        ratioExempt: 'a count summary, not a list',
        ...budgets,
        requests: [
          {
            path: '/api/admin/community/posts/stats',
            check: fields({
              totalPosts: active.length,
              totalDeleted: posts.length - active.length,
              totalLikes: active.reduce((n, p) => n + p.likes, 0),
              totalComments: active.reduce((n, p) => n + p.comments, 0),
              byType: postTypes.map((type) => ({
                type,
                count: typeCount(type, 'count'),
                totalLikes: typeCount(type, 'likes'),
                totalComments: typeCount(type, 'comments'),
              })),
            }),
          },
        ],
      },
      {
        name: `post details (${HOT_COMMENTS} comments)`,
        ...budgets,
        requests: hot ? [1, 2, hotLastPage].map((page) => details(HOT, page)) : [],
      },
      {
        name: 'post details, others',
        ...budgets,
        requests: ordinaryPosts.map((j) => details(j, 1)),
      },
      {
        name: 'members feed',
        ...budgets,
        requests: [
          ...[1, 2, 3, 100].map((page) => feed({ page })),
          ...['PRAYER_REQUEST', 'EVENT', 'OTHER'].map((type) => feed({ type })),
        ],
      },
    ] satisfies Scenario[];
  },
};
