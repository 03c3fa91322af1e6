import { sql } from 'drizzle-orm';
import { md5Uuid, pageOf, q, same, spreadPages } from './checks.ts';
import { benchMember, numberPeople } from './members.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

const categories = [
  'HEALTH',
  'FAMILY',
  'MINISTRY',
  'TRAVEL',
  'WORK',
  'FINANCIAL',
  'SPIRITUAL',
  'RELATIONSHIPS',
  'OTHER',
] as const;
/**
 * Prayer j is asked j·secondsApart seconds before the bench starts, the prayers of every church size
 * spanning the same 347 days (100,000 prayers five minutes apart; 10,000 fifty minutes apart): a smaller
 * church prays less often, not for a shorter time, so the scaling curve compares like with like (the
 * analytics of a year read a year of day counts at every size).
 */
const SPAN_SECONDS = 30_000_000;
const pageSize = 12;
const prayingPageSize = 50;
const prayingShown = 5;
const neighbourPrayers = 1_000;
/** The prayers' budgets, as the posts ones: p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };
const DAY = 86_400_000;

/**
 * The prayer wall of a 50,000-member church: BENCH_PRAYERS prayers (default 100,000) over a
 * year and BENCH_PRAYER_MARKS people praying (default 1,000,000, ten a prayer): the grid and each filter,
 * deep pages, a prayer with its people praying, and the analytics of every period.
 */
export const prayersBench: BenchDomain = {
  name: 'prayers',
  async seed({ db, communityId, neighbourId, sizes, tag }) {
    const t0 = Date.now();
    const N = sizes.prayers;
    const secondsApart = Math.max(1, Math.round(SPAN_SECONDS / N));
    const K = sizes.prayerMarks;
    const M = sizes.members;
    const base = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
    const baseIso = new Date(base).toISOString();
    // Prayer j: category j % 9, anonymous when j % 4 = 0, answered when j % 3 = 0 (a day later), with a
    // testimony when j % 6 = 0; asked by person 1 + (j·7919) mod M; marks(j) people praying, evenly K in all.
    const marksOf = (j: number) => Math.floor((K * j) / N) - Math.floor((K * (j - 1)) / N);
    if (marksOf(1) > M) throw new Error('bench: more people praying for one prayer than members');

    await numberPeople({ db, tag }, 'bench_prayer_people');
    const marksSql = sql`((${K}::bigint * j / ${N}) - (${K}::bigint * (j - 1) / ${N}))::int`;
    await db.execute(sql`
      insert into prayers (id, community_id, user_id, title, description, category, is_anonymous,
        is_answered, answered_at, testimony_content, testimony_created_at, praying_count, created_at, updated_at)
      select md5(${tag}::text || '-prayer-' || j)::uuid, ${communityId}, a.id, 'Oración ' || j,
        'Pedimos oración por la petición ' || j || ' de nuestra comunidad',
        (array['HEALTH','FAMILY','MINISTRY','TRAVEL','WORK','FINANCIAL','SPIRITUAL','RELATIONSHIPS','OTHER'])[1 + j % 9],
        j % 4 = 0, j % 3 = 0,
        case when j % 3 = 0 then ${baseIso}::timestamptz - make_interval(secs => j * ${secondsApart}) + interval '1 day' end,
        case when j % 6 = 0 then 'Dios respondió la petición ' || j end,
        case when j % 6 = 0 then ${baseIso}::timestamptz - make_interval(secs => j * ${secondsApart}) + interval '1 day' end,
        ${marksSql},
        ${baseIso}::timestamptz - make_interval(secs => j * ${secondsApart}),
        ${baseIso}::timestamptz - make_interval(secs => j * ${secondsApart})
      from generate_series(1, ${N}) as s(j)
      join bench_prayer_people a on a.n = 1 + (j::bigint * 7919) % ${M}`);
    await db.execute(sql`
      insert into prayers (community_id, user_id, title, description, category, created_at, updated_at)
      select ${neighbourId}, a.id, 'Vecina ' || j, 'Otra comunidad', 'HEALTH',
        ${baseIso}::timestamptz - make_interval(mins => j), ${baseIso}::timestamptz - make_interval(mins => j)
      from generate_series(1, ${neighbourPrayers}) as s(j)
      join bench_prayer_people a on a.n = 1 + j % ${M}`);
    // Mark t of prayer j (t = 1..marks(j)) by person 1 + (j·31 + t) mod M, t minutes after the prayer:
    // in ten statements, so none outlasts the server's statement timeout on a busy machine.
    for (let k = 1, from = 1; k <= 10 && from <= N; k++) {
      const to = k === 10 ? N : Math.max(from, Math.ceil((N * k) / 10));
      await db.execute(sql`
        insert into prayer_praying (community_id, prayer_id, user_id, created_at)
        select ${communityId}, md5(${tag}::text || '-prayer-' || j)::uuid, u.id,
          ${baseIso}::timestamptz - make_interval(secs => j * ${secondsApart}) + make_interval(mins => t)
        from generate_series(${from}::int, ${to}::int) as s(j)
        cross join lateral generate_series(1, ${marksSql}) as m(t)
        join bench_prayer_people u on u.n = 1 + (j::bigint * 31 + t) % ${M}`);
      from = to + 1;
    }
    // The header's totals: as the API keeps them (recounted here, after the bulk load).
    await db.execute(sql`delete from prayer_counts where community_id in (${communityId}, ${neighbourId})`);
    await db.execute(sql`
      insert into prayer_counts (community_id, prayers, answered)
      select community_id, count(*), count(*) filter (where is_answered) from prayers
      where community_id in (${communityId}, ${neighbourId}) group by community_id`);
    await db.execute(sql`drop table bench_prayer_people`);

    // The model: prayer j as seeded (j = 1 is the newest).
    const prayers = Array.from({ length: N }, (_, k) => {
      const j = k + 1;
      return {
        j,
        id: md5Uuid(`${tag}-prayer-${j}`),
        category: categories[j % 9]!,
        anonymous: j % 4 === 0,
        answered: j % 3 === 0,
        testimony: j % 6 === 0,
        createdAt: base - j * secondsApart * 1_000,
        marks: marksOf(j),
      };
    });
    type Prayer = (typeof prayers)[number];
    type Filter = (p: Prayer) => boolean;
    type Params = Record<string, string | number | boolean | undefined>;
    const answeredTotal = prayers.filter((p) => p.answered).length;
    console.log(
      `seeded ${N} prayers and ${prayers.reduce((n, p) => n + p.marks, 0)} people praying in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    const samePrayer = (item: Record<string, unknown>, p: Prayer) => {
      const got = item as {
        id: string;
        category: string;
        isAnonymous: boolean;
        isAnswered: boolean;
        createdAt: string;
        prayingCount: number;
        prayingUsers: unknown[];
        testimony: unknown;
      };
      return (
        same('id', got.id, p.id) ??
        same('category', got.category, p.category) ??
        same('isAnonymous', got.isAnonymous, p.anonymous) ??
        same('isAnswered', got.isAnswered, p.answered) ??
        same('createdAt', got.createdAt, new Date(p.createdAt).toISOString()) ??
        same('prayingCount', got.prayingCount, p.marks) ??
        same('prayingUsers', got.prayingUsers?.length, Math.min(prayingShown, p.marks)) ??
        same('testimony', got.testimony !== null, p.testimony)
      );
    };
    // Bogota days (UTC-5).
    const dayOf = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
    const dayStart = (day: string, plus = 0) => new Date(`${day}T00:00:00-05:00`).getTime() + plus * DAY;
    const list = (params: Params, keep: Filter = () => true): { path: string; check: Check } => {
      const rows = prayers.filter(keep);
      const page = pageOf(rows, Number(params.page ?? 1), pageSize, samePrayer);
      const answered = rows.filter((p) => p.answered).length;
      return {
        path: q('/api/community/prayers', params),
        check: (body) => {
          const b = body as { summary?: Record<string, number>; totals?: Record<string, number> };
          return (
            page(body) ??
            same('summary.shown', b.summary?.shown, rows.length) ??
            same('summary.answered', b.summary?.answered, answered) ??
            same('summary.active', b.summary?.active, rows.length - answered) ??
            same('totals.prayers', b.totals?.prayers, N) ??
            same('totals.answered', b.totals?.answered, answeredTotal)
          );
        },
      };
    };
    const span = N * secondsApart * 1_000;
    const dayAt = (fraction: number) => dayOf(base - span * fraction);
    const inDays =
      (from?: string, to?: string): Filter =>
      (p) =>
        (!from || p.createdAt >= dayStart(from)) && (!to || p.createdAt < dayStart(to, 1));

    // The analytics of a period: prayers asked since the start of the Bogotá day period - 1 days ago.
    const statistics = (period: number): { path: string; check: Check } => {
      const today = dayOf(Date.now());
      const since = dayStart(today, -(period - 1));
      const recentSince = dayStart(today, -(Math.min(7, period) - 1));
      const inPeriod = prayers.filter((p) => p.createdAt >= since);
      const counts = categories.map((category) => inPeriod.filter((p) => p.category === category).length);
      return {
        path: q('/api/community/prayers/statistics', { period }),
        check: (body) => {
          const b = body as {
            totalPrayers: number;
            answeredPrayers: number;
            recentActivity: number;
            categoryCounts: { category: string; count: number }[];
            trend: { total: number }[];
          };
          const byCategory = new Map(b.categoryCounts?.map((c) => [c.category, c.count]));
          return (
            same('totalPrayers', b.totalPrayers, inPeriod.length) ??
            same('answeredPrayers', b.answeredPrayers, inPeriod.filter((p) => p.answered).length) ??
            same(
              'recentActivity',
              b.recentActivity,
              inPeriod.filter((p) => p.createdAt >= recentSince).length,
            ) ??
            categories
              .map((c, k) => same(`categoryCounts.${c}`, byCategory.get(c), counts[k]))
              .find(Boolean) ??
            same(
              'sum of trend',
              b.trend?.reduce((n, t) => n + t.total, 0),
              inPeriod.length,
            )
          );
        },
      };
    };
    const one = (j: number) => {
      const p = prayers[j - 1]!;
      return {
        path: `/api/community/prayers/${p.id}`,
        check: (body: unknown) => samePrayer(body as Record<string, unknown>, p),
      };
    };
    const praying = (j: number, page: number) => {
      const p = prayers[j - 1]!;
      const rows = Array.from({ length: p.marks }, (_, t) => p.marks - t);
      return {
        path: q(`/api/community/prayers/${p.id}/praying`, { page }),
        check: pageOf(rows, page, prayingPageSize, () => undefined),
      };
    };

    // The app's Oración tab as the bench's member: the wall's first page as the app asks it, with the
    // member's own marks and prayers; an anonymous prayer's author is never shown to a member.
    const member = benchMember(tag).i;
    const prays = (p: Prayer, person: number) => {
      const t = (((person - 1 - 31 * p.j) % M) + M) % M || M;
      return t <= p.marks;
    };
    const memberWall = (): { path: string; check: Check } => {
      const { path, check } = list({ page: 1, limit: pageSize });
      const rows = prayers.slice(0, pageSize);
      return {
        path,
        check: (body) =>
          check(body) ??
          ((body as { items: Record<string, unknown>[] }).items
            .map((item, k) => {
              const p = rows[k]!;
              const wrong =
                same('user shown', item.user !== null, !p.anonymous) ??
                same('isMine', item.isMine, 1 + ((p.j * 7919) % M) === member) ??
                same('isPraying', item.isPraying, prays(p, member));
              return wrong && `item ${k}: ${wrong}`;
            })
            .find(Boolean) ||
            undefined),
      };
    };

    // The first, a middle and the last prayer (by how many people pray for each).
    const pick = [1, Math.ceil(N / 2), N].filter((j) => j <= N);
    const scenarios: Scenario[] = [
      { name: 'prayers first pages', ...budgets, requests: [1, 2, 3].map((page) => list({ page })) },
      {
        name: 'prayers deep pages',
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
        ...budgets,
        requests: spreadPages(N, pageSize).map((page) => list({ page })),
      },
      {
        name: 'prayers by category',
        ...budgets,
        requests: categories.flatMap((category) =>
          [1, 30].map((page) => list({ category, page }, (p) => p.category === category)),
        ),
      },
      {
        name: 'prayers by state and date',
        ...budgets,
        requests: [
          list({ isAnswered: true }, (p) => p.answered),
          list({ isAnswered: false, page: 20 }, (p) => !p.answered),
          list({ isAnonymous: true }, (p) => p.anonymous),
          list(
            { category: 'FAMILY', isAnswered: true, isAnonymous: false },
            (p) => p.category === 'FAMILY' && p.answered && !p.anonymous,
          ),
          list({ startDate: dayAt(0.02) }, inDays(dayAt(0.02))),
          list({ startDate: dayAt(0.5), endDate: dayAt(0.45) }, inDays(dayAt(0.5), dayAt(0.45))),
          list({ endDate: dayAt(0.9), page: 3 }, inDays(undefined, dayAt(0.9))),
        ],
      },
      {
        name: 'prayer statistics',
        ratioExempt: 'a count summary, not a list',
        ...budgets,
        requests: [7, 30, 90, 365].map(statistics),
      },
      {
        name: 'a prayer',
        ratioExempt: 'one object, not a list',
        ...budgets,
        requests: pick.map(one),
      },
      {
        name: "a prayer's people praying",
        ...budgets,
        requests: pick.flatMap((j) => [praying(j, 1), praying(j, 2)]),
      },
      { name: 'app prayers (member)', as: 'member', ...budgets, requests: [memberWall()] },
    ];
    return scenarios;
  },
};
