import { sql } from 'drizzle-orm';
import { fields, fullPage, md5Uuid, pageOf, q, same, spreadPages } from './checks.ts';
import { benchMember, benchPerson, numberPeople } from './members.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

const categories = [
  'conferencia',
  'retiro',
  'curso',
  'concierto',
  'seminario',
  'evento-especial',
  'juventud',
  'niños',
  'default',
] as const;
/** Four events a day; the first AHEAD_DAYS days of them are still to come. */
const PER_DAY = 4;
const AHEAD_DAYS = 500;
/** The event with the long list of people interested, among the first upcoming ones. */
const HOT = 5;
const HOT_INTERESTED = 20_000;
const pageSize = 50;
const appPageSize = 20;
const interestedPageSize = 50;
const neighbourEvents = 200;
/** The events' budgets, as the other domains': p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };
const DAY = 86_400_000;

/** A Bogotá day (UTC-5) plus `plus` days, as YYYY-MM-DD. */
const bogotaDay = (ms: number, plus = 0) =>
  new Date(ms - 5 * 3_600_000 + plus * DAY).toISOString().slice(0, 10);

/**
 * The events of a 50,000-member church: BENCH_EVENTS events (default 10,000, four a day, the
 * first 2,000 still to come) and BENCH_EVENT_INTERESTS people interested (default 500,000), 20,000 of
 * them in one event: the dashboard's list with each filter, the overview, that event's statistics
 * modal, the month calendar and the members' list in the app.
 */
export const eventsBench: BenchDomain = {
  name: 'events',
  async seed({ db, communityId, neighbourId, sizes, tag }) {
    const t0 = Date.now();
    const N = sizes.events;
    const K = sizes.eventInterests;
    const M = sizes.members;
    const hot = Math.min(HOT, N);
    const hotCount = Math.min(HOT_INTERESTED, K, M);
    // Event j ≠ HOT gets an even share of the rest; HOT gets hotCount.
    const others = Math.max(1, N - 1);
    const shareOf = (j: number) =>
      j === hot
        ? hotCount
        : Math.floor(((K - hotCount) * rank(j)) / others) -
          Math.floor(((K - hotCount) * (rank(j) - 1)) / others);
    const rank = (j: number) => (j < hot ? j : j - 1);
    if (N > 1 && shareOf(1) > M) throw new Error('bench: more people interested in one event than members');
    const now = Date.now();
    const today = bogotaDay(now);
    const baseIso = new Date(Math.floor(now / 60_000) * 60_000 - 60_000).toISOString();

    // Event j: day today + AHEAD_DAYS - floor(j / PER_DAY), at 8:00 + (j mod 12) hours (:30 when j is odd);
    // category j mod 9; featured when j mod 25 = 0; hidden when j mod 20 = 7; registration when j mod 3 = 0;
    // free when j mod 4 = 0, else (j mod 7 + 1)·5000; tags by j mod 3. Status: past events completed,
    // coming ones upcoming (ongoing when j mod 10 = 1); cancelled when j mod 10 = 0.
    const upcoming = (j: number) => AHEAD_DAYS - Math.floor(j / PER_DAY) >= 0;
    const model = Array.from({ length: N }, (_, k) => {
      const j = k + 1;
      const date = bogotaDay(now, AHEAD_DAYS - Math.floor(j / PER_DAY));
      const status =
        j % 10 === 0 ? 'cancelled' : !upcoming(j) ? 'completed' : j % 10 === 1 ? 'ongoing' : 'upcoming';
      return {
        j,
        id: md5Uuid(`${tag}-event-${j}`),
        date,
        time: `${String(8 + (j % 12)).padStart(2, '0')}:${j % 2 ? '30' : '00'}`,
        category: categories[j % 9]!,
        featured: j % 25 === 0,
        active: j === hot || j % 20 !== 7,
        status: j === hot ? 'upcoming' : status,
        tags: j % 3 === 0 ? ['jóvenes'] : j % 3 === 1 ? ['familia', 'adoración'] : [],
        interested: shareOf(j),
      };
    });
    type Event = (typeof model)[number];
    type Filter = (e: Event) => boolean;
    type Params = Record<string, string | number | boolean | undefined>;

    await numberPeople({ db, tag }, 'bench_event_people');
    const statuses = sql.raw(
      `case when j % 10 = 0 and j <> ${hot} then 'cancelled' when ${AHEAD_DAYS} - j / ${PER_DAY} < 0 then 'completed' when j % 10 = 1 then 'ongoing' else 'upcoming' end`,
    );
    await db.execute(sql`
      insert into events (id, community_id, title, summary, content, category, event_date, event_time, location,
        capacity, price, tags, featured, status, requires_registration, registration_deadline, priority, is_active,
        interested_count, created_at, updated_at)
      select md5(${tag}::text || '-event-' || j)::uuid, ${communityId}, 'Evento ' || j,
        'Resumen del evento ' || j || ' de la comunidad', 'Contenido del evento ' || j, 
        (array['conferencia','retiro','curso','concierto','seminario','evento-especial','juventud','niños','default'])[1 + j % 9],
        ${today}::date + (${AHEAD_DAYS} - j / ${PER_DAY}),
        lpad((8 + j % 12)::text, 2, '0') || case when j % 2 = 1 then ':30' else ':00' end,
        'Templo principal', 100000,
        case when j % 4 = 0 then null else (j % 7 + 1) * 5000 end,
        case j % 3 when 0 then array['jóvenes'] when 1 then array['familia', 'adoración'] else array[]::text[] end,
        j % 25 = 0, ${statuses}, j % 3 = 0,
        case when j % 3 = 0 then ${today}::date + (${AHEAD_DAYS} - j / ${PER_DAY}) end,
        1 + j % 4, j = ${hot} or j % 20 <> 7, 0,
        ${baseIso}::timestamptz - make_interval(mins => j), ${baseIso}::timestamptz - make_interval(mins => j)
      from generate_series(1, ${N}) as s(j)`);
    await db.execute(sql`
      insert into events (community_id, title, summary, content, event_date, event_time, location)
      select ${neighbourId}, 'Vecina ' || j, 'Otra comunidad', 'Otra comunidad', ${today}::date + j % 60, '10:00', 'Otra sede'
      from generate_series(1, ${neighbourEvents}) as s(j)`);
    // Interest t of event j (t = 1..share(j)) by person 1 + (j·31 + t) mod M, t seconds before the bench
    // (t = 1 the newest): in ten statements, so none outlasts the server's statement timeout.
    const shareSql = sql.raw(
      `(case when j = ${hot} then ${hotCount} else ((${K - hotCount}::bigint * (case when j < ${hot} then j else j - 1 end)) / ${others}) - ((${K - hotCount}::bigint * ((case when j < ${hot} then j else j - 1 end) - 1)) / ${others}) end)::int`,
    );
    for (let k = 1, from = 1; k <= 10 && from <= N; k++) {
      const to = k === 10 ? N : Math.max(from, Math.ceil((N * k) / 10));
      await db.execute(sql`
        insert into event_interests (event_id, user_id, community_id, created_at)
        select md5(${tag}::text || '-event-' || j)::uuid, u.id, ${communityId},
          ${baseIso}::timestamptz - make_interval(secs => t)
        from generate_series(${from}::int, ${to}::int) as s(j)
        cross join lateral generate_series(1, ${shareSql}) as m(t)
        join bench_event_people u on u.n = 1 + (j::bigint * 31 + t) % ${M}`);
      from = to + 1;
    }
    await db.execute(sql`
      update events e set interested_count = c.n
      from (select event_id, count(*)::int as n from event_interests where community_id = ${communityId} group by event_id) c
      where e.id = c.event_id`);
    await db.execute(sql`drop table bench_event_people`);
    console.log(
      `seeded ${N} events and ${model.reduce((n, e) => n + e.interested, 0)} people interested in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    // Whether person p is among event j's interested: some t in 1..share with (j·31 + t) mod M = p - 1.
    const interestedPerson = (e: Event, p: number) => {
      const t = (((p - 1 - 31 * e.j) % M) + M) % M || M;
      return t <= e.interested;
    };
    const admin = 500;
    const sameEvent = (item: Record<string, unknown>, e: Event) =>
      same('id', item.id, e.id) ??
      same('eventDate', item.eventDate, `${e.date}T00:00:00.000Z`) ??
      same('eventTime', item.eventTime, e.time) ??
      same('status', item.status, e.status) ??
      same('category', item.category, e.category) ??
      same('isActive', item.isActive, e.active) ??
      same('featured', item.featured, e.featured) ??
      same('interestedCount', item.interestedCount, e.interested);

    // The dashboard's order: coming events by date and time, then past ones newest first.
    const coming = model
      .filter((e) => e.date >= today)
      .sort((a, b) => (a.date + a.time < b.date + b.time ? -1 : 1));
    const past = model
      .filter((e) => e.date < today)
      .sort((a, b) => (a.date + a.time > b.date + b.time ? -1 : 1));
    const dashboardOrder = [...coming, ...past];
    const list = (params: Params, keep: Filter = () => true): { path: string; check: Check } => {
      const rows = dashboardOrder.filter((e) => (params.includeInactive ? true : e.active) && keep(e));
      return {
        path: q('/api/community/admin/events', params),
        check: pageOf(rows, Number(params.page ?? 1), Number(params.limit ?? pageSize), sameEvent),
      };
    };
    /** `list` at `page`, or its last full page before it (fullPage: a smaller church has fewer cancelled). */
    const listFull = (params: Params & { page: number }, keep: Filter) =>
      list({ ...params, page: fullPage(dashboardOrder.filter(keep).length, params.page, pageSize) }, keep);
    const all = { includeInactive: true, limit: pageSize };
    const dayAt = (fraction: number) => dashboardOrder[Math.floor((N - 1) * fraction)]!.date;
    // The days of two events in the middle of the list, earlier first: which one is earlier depends on
    // where today falls among the seeded dates (coming events are listed ascending, past ones descending).
    const range = [dayAt(0.4), dayAt(0.5)].sort() as [string, string];

    const appOrder = model
      .filter((e) => e.active && (e.status === 'upcoming' || e.status === 'ongoing') && e.date >= today)
      .sort((a, b) =>
        a.featured !== b.featured ? (a.featured ? -1 : 1) : a.date + a.time < b.date + b.time ? -1 : 1,
      );
    const appList = (params: Params, keep: Filter = () => true, viewer = admin) => {
      const rows = appOrder.filter(keep);
      return {
        path: q('/api/community/events', params),
        check: pageOf(rows, Number(params.page ?? 1), Number(params.limit ?? appPageSize), (item, e) => {
          return sameEvent(item, e) ?? same('isInterested', item.isInterested, interestedPerson(e, viewer));
        }),
      };
    };
    const member = benchMember(tag).i;

    const hotEvent = model[hot - 1]!;
    // Interest t of HOT by person 1 + (HOT·31 + t) mod M; t = 1 is the newest.
    const hotPeople = Array.from({ length: hotEvent.interested }, (_, k) => 1 + ((hot * 31 + k + 1) % M));
    const statistics = (page: number) => {
      const rows = hotPeople.slice((page - 1) * interestedPageSize, page * interestedPageSize);
      return {
        path: q(`/api/community/admin/events/${hotEvent.id}/statistics`, { page }),
        check: (body: unknown) => {
          const b = body as {
            eventTitle: string;
            totalInterested: number;
            interestedUsers: { email: string; name: string }[];
            pagination: { total: number };
          };
          return (
            same('eventTitle', b.eventTitle, `Evento ${hot}`) ??
            same('totalInterested', b.totalInterested, hotEvent.interested) ??
            same('pagination.total', b.pagination?.total, hotEvent.interested) ??
            same('people', b.interestedUsers?.length, rows.length) ??
            rows
              .map(
                (p, k) =>
                  same(`person ${k}`, b.interestedUsers[k]?.email, benchPerson(p, tag).email) ??
                  same(`name ${k}`, b.interestedUsers[k]?.name, benchPerson(p, tag).name),
              )
              .find(Boolean)
          );
        },
      };
    };
    const calendar = (month: string) => {
      const rows = model
        .filter((e) => e.date.startsWith(month))
        .sort((a, b) => (a.date + a.time < b.date + b.time ? -1 : 1));
      return {
        path: q('/api/community/admin/events/calendar', { month }),
        check: (body: unknown) => {
          const b = body as { items: { id: string }[]; truncated: boolean };
          return (
            same('items', b.items?.length, rows.length) ??
            same('truncated', b.truncated, false) ??
            rows.map((e, k) => same(`item ${k}`, b.items[k]?.id, e.id)).find(Boolean)
          );
        },
      };
    };
    const upcomingCount = model.filter(
      (e) => e.active && e.status !== 'cancelled' && e.status !== 'completed' && e.date >= today,
    ).length;
    const total = model.reduce((n, e) => n + e.interested, 0);

    const scenarios: Scenario[] = [
      {
        name: 'events list',
        ...budgets,
        requests: [1, 2, ...spreadPages(N, pageSize)].map((page) => list({ ...all, page })),
      },
      {
        name: 'events list, filters',
        ...budgets,
        requests: [
          list({ limit: pageSize }),
          ...(['concierto', 'niños'] as const).map((category) =>
            list({ ...all, category }, (e) => e.category === category),
          ),
          listFull({ ...all, status: 'cancelled', page: 3 }, (e) => e.status === 'cancelled'),
          list({ ...all, featured: true }, (e) => e.featured),
          listFull({ ...all, tags: '["jóvenes"]', page: 10 }, (e) => e.tags.includes('jóvenes')),
          // One event at every size (the word after the number ends it: not 7770-7779 too).
          list({ ...all, search: 'Evento 777 resumen' }, (e) => e.j === 777),
          list(
            { ...all, startDate: range[0], endDate: range[1] },
            (e) => e.date >= range[0] && e.date <= range[1],
          ),
        ],
      },
      {
        name: 'events overview',
        ratioExempt: 'a count summary, not a list',
        ...budgets,
        requests: [
          {
            path: '/api/community/admin/events/statistics/overview',
            check: fields({
              totalEvents: N,
              upcomingEvents: upcomingCount,
              totalInterested: total,
              averageInterestPerEvent: N ? Math.round((total / N) * 10) / 10 : 0,
            }),
          },
        ],
      },
      {
        // One name at every size (the curve matches scenarios by name): 20,000 interested at 50,000 members.
        name: 'event statistics, most interested',
        ...budgets,
        requests: [1, 2, ...spreadPages(hotEvent.interested, interestedPageSize)].map(statistics),
      },
      {
        name: 'events calendar',
        ...budgets,
        // Months a quarter, half and three quarters down the days the events span (four a day from
        // AHEAD_DAYS ahead back): full months of about 120 events, whatever the church's size.
        requests: [0.25, 0.5, 0.75]
          .map((f) => bogotaDay(now, AHEAD_DAYS - Math.floor((N * f) / PER_DAY)).slice(0, 7))
          .map(calendar),
      },
      {
        name: 'members events',
        ...budgets,
        requests: [
          ...[1, 2, 10, 40].map((page) => appList({ page })),
          appList({ category: 'juventud' }, (e) => e.category === 'juventud'),
        ],
      },
      // The app as the bench's member, as it asks: the home's next three events (Inicio), and the
      // first page of the Eventos tab.
      {
        name: 'app home events (member)',
        as: 'member',
        ...budgets,
        requests: [appList({ page: 1, limit: 3 }, undefined, member)],
      },
      {
        name: 'app events (member)',
        as: 'member',
        ...budgets,
        requests: [appList({ page: 1, limit: appPageSize }, undefined, member)],
      },
    ];
    return scenarios;
  },
};
