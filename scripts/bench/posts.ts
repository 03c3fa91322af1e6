import { postTypes } from '@koinonia/shared/posts/posts.schemas';
import { fields, fold, pageOf, q, same, spreadPages } from './checks.ts';
import { benchMember } from './members.ts';
import { HOT, HOT_COMMENTS, MINUTES_APART, type Post, seedPosts } from './posts-seed.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

const pageSize = 12;
const commentsPageSize = 20;
const repliesShown = 50;
/** The budgets of every posts scenario: p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };

export const postsBench: BenchDomain = {
  name: 'posts',
  async seed(ctx) {
    const { posts, N, base, hot, commentsOf, commentId, authorOf, people, adminId, likedBy } =
      await seedPosts(ctx);
    const active = posts.filter((p) => p.active);
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

    // The author filter's options: everyone who posted (deleted posts counted), in the by-user order.
    const authorOptions = (limit: number) => {
      const groups = new Map<string, Post[]>();
      for (const p of posts) {
        const g = groups.get(p.authorId);
        if (g) g.push(p);
        else groups.set(p.authorId, [p]);
      }
      const ordered = [...groups.entries()].sort(
        ([a, x], [b, y]) => y.length - x.length || x[0]!.j - y[0]!.j || (a < b ? -1 : 1),
      );
      const expected = ordered.slice(0, limit);
      return {
        path: q('/api/admin/community/posts/author-options', { limit }),
        check: (body: unknown) => {
          const got = body as { items?: { id: string; postsCount: number }[]; hasMore?: boolean };
          return (
            same('ids', got.items?.map((i) => i.id).join(), expected.map(([id]) => id).join()) ??
            same(
              'postsCount',
              got.items?.map((i) => i.postsCount).join(),
              expected.map(([, own]) => own.length).join(),
            ) ??
            same('hasMore', got.hasMore, ordered.length > limit)
          );
        },
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

    // The app's Comunidad tab as the bench's member: the feed's first page as the app asks it (its
    // default page size), with the member's own likes.
    const member = benchMember(ctx.tag).i;
    const memberFeed = {
      path: q('/api/community/posts', { page: 1 }),
      check: pageOf(active, 1, pageSize, (item, p) => {
        return samePost(item, p) ?? same('likedByMe', item.likedByMe, likedBy(p.j, p.likes, member));
      }),
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
        // Not exempt from the curve: a deep page starts at its kept anchor (page-anchors.ts).
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
        name: 'posts author filter',
        ...budgets,
        requests: [authorOptions(8), authorOptions(100)],
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
      { name: 'app feed (member)', as: 'member', ...budgets, requests: [memberFeed] },
    ] satisfies Scenario[];
  },
};
