import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { fields, fold, pageSlice, q, same, spreadPages } from './checks.ts';
import { benchAdmin, benchPerson } from './members.ts';
import { measureExport, timedRuns } from './sequential.ts';
import type { BenchDomain, Check, Scenario } from './types.ts';

const categories = [
  'BIBLIA',
  'TEOLOGIA',
  'LIDERAZGO',
  'MATRIMONIO',
  'JOVENES',
  'NINOS',
  'MINISTERIO',
  'EVANGELISMO',
  'DISCIPULADO',
  'ADORACION',
] as const;
const levels = ['BASICO', 'INTERMEDIO', 'AVANZADO'] as const;
const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'WAITLIST', 'COMPLETED', 'DROPPED'] as const;
type Status = (typeof statuses)[number];
const titleWords = [
  'Fundamentos de la fe',
  'Hermenéutica bíblica',
  'Liderazgo de servicio',
  'Matrimonio y familia',
  'Discipulado práctico',
  'Evangelismo personal',
  'Adoración y alabanza',
  'Teología sistemática',
];
const instructorLastNames = ['Gómez', 'Pérez', 'Núñez', 'Ramírez', 'Díaz', 'Suárez', 'Peña', 'Ríos'];
const INSTRUCTORS = 50;
/** Course c starts AHEAD_DAYS - floor(c / 2) days from today: two a day, the first 360 still to come. */
const AHEAD_DAYS = 180;
/** Enrollment t of a course is made t·16 hours (plus c mod 60 minutes) before the course starts (or now). */
const MINUTES_PER_T = 960;
/** The export measured: the newest enrollments of a Bogotá-day range holding at least this many. */
const EXPORT_ROWS = 50_000;
/** The complete report: runs, one at a time, each within this. */
const REPORT_RUNS = 10;
const REPORT_BUDGET_MS = 1000;
const pageSize = 20;
const neighbourCourses = 50;
/** The school's budgets, as the other domains': p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };
const DAY = 86_400_000;

/**
 * A stable id for a seeded row: the md5 of its name with the version and variant digits of a v4 UUID
 * (the API's id filters accept only RFC 4122 ids). idOf builds the same in SQL.
 */
const md5Uuid = (name: string) => {
  const h = createHash('md5').update(name).digest('hex');
  const v4 = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17)}`;
  return v4.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
};
/** md5Uuid in SQL, of a text expression. */
const idOf = (name: SQL) => sql`overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** A Bogotá day (UTC-5) plus `plus` days, as YYYY-MM-DD. */
const bogotaDay = (ms: number, plus = 0) =>
  new Date(ms - 5 * 3_600_000 + plus * DAY).toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The instant a Bogotá day starts. */
const bogotaMidnight = (day: string) => Date.parse(`${day}T00:00:00-05:00`);

type Item = Record<string, unknown>;
type Params = Record<string, string | number | boolean | undefined>;

/** A `{<key>, pagination}` page of `expected` (every matching row in the list's order). */
function pageOfKey<T>(
  key: string,
  expected: readonly T[],
  page: number,
  limit: number,
  matches: (item: Item, row: T) => string | undefined,
): Check {
  const rows = pageSlice(expected, page, limit);
  return (body) => {
    const b = body as Record<string, unknown> & {
      pagination?: { total: number; page: number; hasMore: boolean };
    };
    const items = b?.[key] as Item[] | undefined;
    if (!Array.isArray(items) || !b.pagination) return `not a {${key}, pagination} page`;
    if (b.pagination.total !== expected.length)
      return `total ${b.pagination.total}, expected ${expected.length}`;
    if (b.pagination.page !== page) return `page ${b.pagination.page}, expected ${page}`;
    if (items.length !== rows.length) return `${items.length} items, expected ${rows.length}`;
    if (b.pagination.hasMore !== page * limit < expected.length) return 'wrong hasMore';
    for (const [k, item] of items.entries()) {
      const wrong = matches(item, rows[k]!);
      if (wrong) return `item ${k}: ${wrong}`;
    }
    return undefined;
  };
}

/**
 * The biblical school of a 50,000-member church: 50 instructors, BENCH_SCHOOL_COURSES courses (default
 * 2,000: every category and level, capacities 1-100, two starting a day from six months ahead to two
 * years back, one in eleven inactive) and BENCH_SCHOOL_ENROLLMENTS enrollments (default 200,000, 20 to
 * 180 a course, in every status, the seats never above the capacity): the dashboard's statistics, the
 * lists with each filter and deep pages, the complete report, the members' side in the app, and the
 * export of 50,000 enrollments (timed sequentially, with the server's memory sampled while it streams).
 */
export const schoolBench: BenchDomain = {
  name: 'school',
  async seed({ db, communityId, neighbourId, sizes, tag }) {
    const t0 = Date.now();
    const C = Number(process.env.BENCH_SCHOOL_COURSES ?? 2_000);
    const E = Number(process.env.BENCH_SCHOOL_ENROLLMENTS ?? 200_000);
    const M = sizes.members;
    const now = Date.now();
    const base = Math.floor(now / 60_000) * 60_000 - 60_000;
    const baseIso = new Date(base).toISOString();
    const today = bogotaDay(now);

    // Course c's enrollments: a weight 20 + (c·53) mod 161 (20 to 180), scaled to E in all.
    const weights = Array.from({ length: C }, (_, k) => 20 + (((k + 1) * 53) % 161));
    const W = weights.reduce((a, b) => a + b, 0);
    const counts: number[] = [];
    for (let k = 0, prefix = 0; k < C; k++) {
      const before = prefix;
      prefix += weights[k]!;
      counts.push(Math.floor((E * prefix) / W) - Math.floor((E * before) / W));
    }
    if (Math.max(...counts) >= M) throw new Error('bench: more enrollments in one course than members');
    const countsSql = `{${counts.join(',')}}`;

    // The model, as the SQL below seeds it.
    const instructors = Array.from({ length: INSTRUCTORS }, (_, k) => {
      const i = k + 1;
      return {
        i,
        id: md5Uuid(`${tag}-instructor-${i}`),
        name: `Instructor ${pad2(i)} ${instructorLastNames[i % 8]}`,
        active: i % 10 !== 0,
        courses: 0,
      };
    });
    const courses = Array.from({ length: C }, (_, k) => {
      const c = k + 1;
      const start = addDays(today, AHEAD_DAYS - Math.floor(c / 2));
      const end = addDays(start, 7 * (4 + (c % 9)));
      const n = counts[k]!;
      const capacity = 1 + ((c * 37) % 100);
      const instructor = instructors[c % INSTRUCTORS]!;
      instructor.courses++;
      return {
        c,
        id: md5Uuid(`${tag}-course-${c}`),
        title: `${titleWords[c % 8]} ${c}`,
        category: categories[c % 10]!,
        level: levels[Math.floor(c / 10) % 3]!,
        start,
        end,
        ended: end < today,
        capacity,
        instructor,
        active: c % 11 !== 3,
        featured: c % 25 === 0,
        n,
        seats: Math.min(capacity, Math.floor(n / 2)),
        enrolled: 0,
        pending: 0,
      };
    });
    type Course = (typeof courses)[number];
    const statusOf = (course: Course, t: number): Status =>
      t <= course.seats
        ? course.ended && t % 6 !== 0
          ? 'COMPLETED'
          : 'CONFIRMED'
        : course.ended
          ? t % 2
            ? 'REJECTED'
            : 'DROPPED'
          : (['PENDING', 'WAITLIST', 'REJECTED', 'DROPPED'] as const)[t % 4]!;
    const enrollments = courses.flatMap((course) => {
      const anchor = Math.min(bogotaMidnight(course.start), base);
      return Array.from({ length: course.n }, (_, k) => {
        const t = k + 1;
        const status = statusOf(course, t);
        if (status === 'CONFIRMED' || status === 'COMPLETED') course.enrolled++;
        if (status === 'PENDING' || status === 'WAITLIST') course.pending++;
        const person = 1 + ((course.c * 7919 + t) % M);
        const date = anchor - (t * MINUTES_PER_T + (course.c % 60)) * 60_000;
        return {
          id: md5Uuid(`${tag}-enrollment-${course.c}-${t}`),
          course,
          t,
          person,
          status,
          date,
          day: bogotaDay(date),
        };
      });
    });
    type Enrollment = (typeof enrollments)[number];
    // The lists' orders: courses by start, newest first; enrollments by date, newest first (ids break ties).
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const courseOrder = [...courses].sort((a, b) =>
      a.start !== b.start ? (a.start < b.start ? 1 : -1) : -byId(a, b),
    );
    const enrollmentOrder = [...enrollments].sort((a, b) =>
      a.date !== b.date ? b.date - a.date : -byId(a, b),
    );

    // ---- Seed.
    await db.execute(sql`drop table if exists bench_school_people`);
    await db.execute(sql`
      create table bench_school_people as
      select row_number() over (order by created_at desc)::int as n, id, name, email, document_number, phone
      from users where email like ${`%.${tag}@correo.test`}`);
    await db.execute(sql`alter table bench_school_people add primary key (n)`);
    await db.execute(sql`
      insert into school_instructors (id, community_id, name, title, bio, experience, email, phone,
        qualifications, specialties, is_active, created_at, updated_at)
      select ${idOf(sql`${tag}::text || '-instructor-' || i`)}, ${communityId},
        'Instructor ' || lpad(i::text, 2, '0') || ' ' ||
          (array['Gómez','Pérez','Núñez','Ramírez','Díaz','Suárez','Peña','Ríos'])[1 + i % 8],
        case when i % 3 = 0 then 'Pastor' else 'Maestro en Teología' end,
        'Sirve en la enseñanza bíblica desde hace ' || (5 + i % 20) || ' años', (5 + i % 20) || ' años',
        'instructor' || i || '.' || ${tag} || '@correo.test', '+57 310 ' || i,
        array['Licenciatura en Teología'], array['Biblia', 'Discipulado'], i % 10 <> 0,
        ${baseIso}::timestamptz - make_interval(days => i), ${baseIso}::timestamptz - make_interval(days => i)
      from generate_series(1, ${INSTRUCTORS}) as s(i)`);
    await db.execute(sql`
      insert into school_courses (id, community_id, instructor_id, title, description, short_description,
        category, level, start_date, end_date, duration, schedule_day_of_week, schedule_start_time,
        schedule_end_time, schedule_frequency, capacity, cost, location, requirements, target_audience, topics,
        materials, is_featured, is_active, created_at, updated_at)
      select ${idOf(sql`${tag}::text || '-course-' || c`)}, ${communityId},
        ${idOf(sql`${tag}::text || '-instructor-' || (1 + c % ${INSTRUCTORS})`)},
        (array['Fundamentos de la fe','Hermenéutica bíblica','Liderazgo de servicio','Matrimonio y familia',
          'Discipulado práctico','Evangelismo personal','Adoración y alabanza','Teología sistemática'])[1 + c % 8] || ' ' || c,
        'Un curso de la escuela bíblica para crecer en la fe y el servicio (' || c || ')',
        case when c % 2 = 1 then 'Curso ' || c end,
        (array['BIBLIA','TEOLOGIA','LIDERAZGO','MATRIMONIO','JOVENES','NINOS','MINISTERIO','EVANGELISMO','DISCIPULADO','ADORACION'])[1 + c % 10],
        (array['BASICO','INTERMEDIO','AVANZADO'])[1 + (c / 10) % 3],
        ${today}::date + (${AHEAD_DAYS} - c / 2),
        ${today}::date + (${AHEAD_DAYS} - c / 2) + 7 * (4 + c % 9),
        (4 + c % 9) || ' semanas', c % 7, lpad((8 + c % 12)::text, 2, '0') || ':00',
        lpad((10 + c % 12)::text, 2, '0') || ':00', 'Semanal',
        1 + (c * 37) % 100, case when c % 4 = 0 then 0 else (c % 5 + 1) * 10000 end,
        'Salón ' || (1 + c % 6), array['Biblia'], array['Adultos', 'Jóvenes'], array['Tema 1', 'Tema 2'],
        array[]::text[], c % 25 = 0, c % 11 <> 3,
        ${baseIso}::timestamptz - make_interval(mins => c), ${baseIso}::timestamptz - make_interval(mins => c)
      from generate_series(1, ${C}) as s(c)`);
    // Enrollment t of course c (t = 1..counts[c]) by person 1 + (c·7919 + t) mod M: never twice the same
    // person in a course, so the open-enrollment key holds. The counters follow by the table's trigger.
    // In ten statements, so none outlasts the server's statement timeout on a busy machine.
    // Course c ended (its end day before today), and the seats its first enrollments take.
    const ended = sql.raw(
      `('${today}'::date + (${AHEAD_DAYS} - c / 2) + 7 * (4 + c % 9) < '${today}'::date)`,
    );
    const seats = sql.raw('least(1 + (c * 37) % 100, cn.n / 2)');
    for (let k = 1, from = 1; k <= 10 && from <= C; k++) {
      const to = k === 10 ? C : Math.max(from, Math.ceil((C * k) / 10));
      await db.execute(sql`
        insert into school_enrollments (id, community_id, course_id, user_id, status, enrollment_date,
          snapshot_name, snapshot_email, snapshot_phone, snapshot_document_number, snapshot_address,
          motivation, rejection_reason, whatsapp_sent, status_changed_at, created_at, updated_at)
        select ${idOf(sql`${tag}::text || '-enrollment-' || c || '-' || t`)}, ${communityId},
          ${idOf(sql`${tag}::text || '-course-' || c`)}, u.id, st.status, d.at,
          u.name, u.email, u.phone, u.document_number,
          case when t % 3 = 0 then 'Calle ' || t || ' # 10-20' end,
          case when t % 2 = 1 then 'Quiero crecer en la fe' end,
          case when st.status = 'REJECTED' then 'Cupo completo' end,
          t % 5 = 0, least(d.at + interval '1 day', ${baseIso}::timestamptz), d.at, d.at
        from generate_series(${from}::int, ${to}::int) as s(c)
        cross join lateral (select (${countsSql}::int[])[c] as n) as cn
        cross join lateral generate_series(1, cn.n) as m(t)
        cross join lateral (select case
          when t <= ${seats} then case when ${ended} and t % 6 <> 0 then 'COMPLETED' else 'CONFIRMED' end
          when ${ended} then case when t % 2 = 1 then 'REJECTED' else 'DROPPED' end
          else (array['PENDING','WAITLIST','REJECTED','DROPPED'])[1 + t % 4] end as status) as st
        cross join lateral (select least(
            ((${today}::date + (${AHEAD_DAYS} - c / 2)) + time '05:00') at time zone 'UTC',
            ${baseIso}::timestamptz)
          - make_interval(mins => t * ${MINUTES_PER_T} + c % 60) as at) as d
        join bench_school_people u on u.n = 1 + (c::bigint * 7919 + t) % ${M}`);
      from = to + 1;
    }
    // Another community's school, for every query to skip.
    await db.execute(sql`
      insert into school_instructors (id, community_id, name, title)
      select ${idOf(sql`${tag}::text || '-neighbour-instructor-' || i`)}, ${neighbourId}, 'Vecino ' || i, 'Pastor'
      from generate_series(1, 3) as s(i)`);
    await db.execute(sql`
      insert into school_courses (id, community_id, instructor_id, title, description, category, level,
        start_date, end_date, duration, schedule_day_of_week, schedule_start_time, schedule_end_time,
        schedule_frequency, capacity, location)
      select ${idOf(sql`${tag}::text || '-neighbour-course-' || c`)}, ${neighbourId},
        ${idOf(sql`${tag}::text || '-neighbour-instructor-' || (1 + c % 3)`)}, 'Hermenéutica vecina ' || c,
        'Otra comunidad', 'BIBLIA', 'BASICO', ${today}::date + c, ${today}::date + c + 30, '4 semanas', 1,
        '18:00', '20:00', 'Semanal', 100, 'Otra sede'
      from generate_series(1, ${neighbourCourses}) as s(c)`);
    await db.execute(sql`
      insert into school_enrollments (community_id, course_id, user_id, status, enrollment_date,
        snapshot_name, snapshot_email)
      select ${neighbourId}, ${idOf(sql`${tag}::text || '-neighbour-course-' || c`)}, u.id, 'PENDING',
        ${baseIso}::timestamptz - make_interval(mins => c * 20 + t), u.name, u.email
      from generate_series(1, ${neighbourCourses}) as s(c)
      cross join generate_series(1, 20) as m(t)
      join bench_school_people u on u.n = 1 + (c * 13 + t) % ${M}`);
    await db.execute(sql`drop table bench_school_people`);

    // The counters the trigger kept must be the model's (and so the enrollments').
    const stored = (await db.execute(sql`
      select id::text, enrolled_count, pending_count from school_courses where community_id = ${communityId}`)) as unknown as {
      rows: { id: string; enrolled_count: number; pending_count: number }[];
    };
    const storedById = new Map(stored.rows.map((r) => [r.id, r]));
    for (const course of courses) {
      const r = storedById.get(course.id);
      if (!r || r.enrolled_count !== course.enrolled || r.pending_count !== course.pending)
        throw new Error(
          `bench: course ${course.c} holds ${JSON.stringify(r)}, the model ${course.enrolled}/${course.pending}`,
        );
    }
    console.log(
      `seeded ${INSTRUCTORS} instructors, ${C} courses and ${enrollments.length} enrollments in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );

    // ---- Checks.
    const sameCourse = (item: Item, c: Course) => {
      const got = item as {
        id: string;
        title: string;
        category: string;
        level: string;
        startDate: string;
        endDate: string;
        capacity: number;
        enrolledCount: number;
        availableSpots: number;
        pendingCount?: number;
        isActive: boolean;
        instructor: { id: string; name: string };
      };
      return (
        same('id', got.id, c.id) ??
        same('title', got.title, c.title) ??
        same('category', got.category, c.category) ??
        same('level', got.level, c.level) ??
        same('startDate', got.startDate, c.start) ??
        same('endDate', got.endDate, c.end) ??
        same('capacity', got.capacity, c.capacity) ??
        same('enrolledCount', got.enrolledCount, c.enrolled) ??
        same('availableSpots', got.availableSpots, c.capacity - c.enrolled) ??
        ('pendingCount' in got ? same('pendingCount', got.pendingCount, c.pending) : undefined) ??
        same('isActive', got.isActive, c.active) ??
        same('instructor', got.instructor?.id, c.instructor.id) ??
        same('instructor.name', got.instructor?.name, c.instructor.name)
      );
    };
    const sameEnrollment = (item: Item, e: Enrollment) => {
      const got = item as {
        id: string;
        status: string;
        enrollmentDate: string;
        userSnapshot: { name: string; email: string };
        course: { id: string; enrolledCount: number };
      };
      const p = benchPerson(e.person, tag);
      return (
        same('id', got.id, e.id) ??
        same('status', got.status, e.status) ??
        same('enrollmentDate', got.enrollmentDate, new Date(e.date).toISOString()) ??
        same('userSnapshot.name', got.userSnapshot?.name, p.name) ??
        same('userSnapshot.email', got.userSnapshot?.email, p.email) ??
        same('course.id', got.course?.id, e.course.id) ??
        same('course.enrolledCount', got.course?.enrolledCount, e.course.enrolled)
      );
    };

    const base_ = '/api/admin/biblical-school';
    const courseList = (params: Params, keep: (c: Course) => boolean = () => true) => {
      const rows = courseOrder.filter(keep);
      return {
        path: q(`${base_}/courses`, params),
        check: pageOfKey(
          'courses',
          rows,
          Number(params.page ?? 1),
          Number(params.limit ?? pageSize),
          sameCourse,
        ),
      };
    };
    const searchCourses = (term: string) =>
      courseList({ search: term }, (c) => fold(c.title).includes(fold(term)));
    const enrollmentList = (
      params: Params,
      keep: (e: Enrollment) => boolean = () => true,
      path = `${base_}/enrollments`,
    ) => {
      const rows = enrollmentOrder.filter(keep);
      return {
        path: q(path, params),
        check: pageOfKey(
          'enrollments',
          rows,
          Number(params.page ?? 1),
          Number(params.limit ?? pageSize),
          sameEnrollment,
        ),
      };
    };
    const inDays = (from?: string, to?: string) => (e: Enrollment) =>
      (!from || e.day >= from) && (!to || e.day <= to);
    const countBy = (rows: readonly Enrollment[]) => {
      const n = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<Status, number>;
      for (const e of rows) n[e.status]++;
      return {
        pending: n.PENDING,
        confirmed: n.CONFIRMED,
        waitlist: n.WAITLIST,
        rejected: n.REJECTED,
        completed: n.COMPLETED,
        dropped: n.DROPPED,
        total: rows.length,
      };
    };

    const activeCourses = courses.filter((c) => c.active);
    const schoolStats = () => {
      const rate =
        activeCourses.length === 0
          ? 0
          : (activeCourses.reduce((s, c) => s + c.enrolled / c.capacity, 0) / activeCourses.length) * 100;
      return {
        byCategory: new Map(categories.map((k) => [k, activeCourses.filter((c) => c.category === k).length])),
        byLevel: new Map(levels.map((k) => [k, activeCourses.filter((c) => c.level === k).length])),
        rate,
      };
    };
    const checkStats = (b: unknown): string | undefined => {
      const got = b as {
        coursesByCategory: { category: string; count: number }[];
        coursesByLevel: { level: string; count: number }[];
        averageEnrollmentRate: number;
      };
      const want = schoolStats();
      if (!Array.isArray(got?.coursesByCategory) || !Array.isArray(got.coursesByLevel))
        return 'not the stats';
      const cat = new Map(got.coursesByCategory.map((x) => [x.category, x.count]));
      const lvl = new Map(got.coursesByLevel.map((x) => [x.level, x.count]));
      return (
        categories
          .map((k) => same(`coursesByCategory.${k}`, cat.get(k) ?? 0, want.byCategory.get(k)))
          .find(Boolean) ??
        levels.map((k) => same(`coursesByLevel.${k}`, lvl.get(k) ?? 0, want.byLevel.get(k))).find(Boolean) ??
        (Math.abs(got.averageEnrollmentRate - want.rate) <= 0.051
          ? undefined
          : `averageEnrollmentRate ${got.averageEnrollmentRate}, expected ${want.rate.toFixed(2)}`)
      );
    };
    // The dashboard counts the running courses: active, ending today or later.
    const running = activeCourses.filter((c) => c.end >= today);
    const maxSeated = Math.max(0, ...running.map((c) => c.enrolled));
    const dashboard = {
      totalCourses: running.length,
      totalActiveStudents: new Set(
        enrollments
          .filter((e) => e.status === 'CONFIRMED' && e.course.active && e.course.end >= today)
          .map((e) => e.person),
      ).size,
      totalAvailableSpots: running.reduce((s, c) => s + Math.max(0, c.capacity - c.enrolled), 0),
      totalPendingEnrollments: enrollments.filter((e) => e.status === 'PENDING').length,
    };
    const checkDashboard = (b: unknown): string | undefined => {
      const got = b as { mostPopularCourse: { id: string; enrolledCount: number } | null };
      const popular = got?.mostPopularCourse;
      return (
        fields(dashboard)(b) ??
        (maxSeated === 0
          ? same('mostPopularCourse', popular, null)
          : (same('mostPopularCourse.enrolledCount', popular?.enrolledCount, maxSeated) ??
            (running.some((c) => c.id === popular?.id && c.enrolled === maxSeated)
              ? undefined
              : `mostPopularCourse ${popular?.id} is not a running course with ${maxSeated} seats taken`)))
      );
    };
    const byCourseId = new Map(courses.map((c) => [c.id, c]));
    const enrollmentsOf = new Map<string, Enrollment[]>();
    for (const e of enrollments) {
      const list = enrollmentsOf.get(e.course.id) ?? [];
      list.push(e);
      enrollmentsOf.set(e.course.id, list);
    }
    const report = (startDate?: string, endDate?: string) => {
      const running = courses.filter(
        (c) => (!endDate || c.start <= endDate) && (!startDate || c.end >= startDate),
      );
      const made = inDays(startDate, endDate);
      const total = countBy(enrollments.filter(made));
      return {
        path: q(`${base_}/reports/complete`, { startDate, endDate }),
        check: (body: unknown) => {
          const b = body as {
            startDate: string | null;
            endDate: string | null;
            dashboard: unknown;
            stats: unknown;
            enrollments: unknown;
            courses: { id: string; enrolledCount: number; enrollments: unknown }[];
          };
          if (!Array.isArray(b?.courses)) return 'not a report';
          if (b.courses.length !== running.length)
            return `${b.courses.length} courses, expected ${running.length}`;
          const seen = new Set<string>();
          for (const got of b.courses) {
            const c = byCourseId.get(got.id);
            if (!c || seen.has(got.id) || !running.includes(c)) return `course ${got.id} not expected`;
            seen.add(got.id);
            const wrong =
              same(`course ${c.c} enrolledCount`, got.enrolledCount, c.enrolled) ??
              fields(countBy((enrollmentsOf.get(c.id) ?? []).filter(made)))(got.enrollments);
            if (wrong) return `course ${c.c}: ${wrong}`;
          }
          return (
            same('startDate', b.startDate, startDate ?? null) ??
            same('endDate', b.endDate, endDate ?? null) ??
            checkDashboard(b.dashboard) ??
            checkStats(b.stats) ??
            fields(total)(b.enrollments)
          );
        },
      };
    };

    // The app: active courses not yet ended, soonest start first, with the caller's own enrollment.
    const me = benchAdmin(tag).i;
    const mine = enrollmentOrder.filter((e) => e.person === me);
    const myIn = new Map(mine.map((e) => [e.course.id, e]));
    const appOrder = courses
      .filter((c) => c.active && c.end >= today)
      .sort((a, b) => (a.start !== b.start ? (a.start < b.start ? -1 : 1) : byId(a, b)));
    const appCourses = (params: Params, keep: (c: Course) => boolean = () => true) => ({
      path: q('/api/community/biblical-school/courses', params),
      check: pageOfKey('courses', appOrder.filter(keep), Number(params.page ?? 1), pageSize, (item, c) => {
        const got = item.myEnrollment as { id: string; status: string } | null;
        const e = myIn.get(c.id);
        return (
          sameCourse(item, c) ??
          same('myEnrollment', got?.id ?? null, e?.id ?? null) ??
          same('myEnrollment.status', got?.status ?? null, e?.status ?? null)
        );
      }),
    });

    // The export: the newest enrollments, from the day of the EXPORT_ROWS-th one through today.
    const exportFrom = enrollmentOrder[Math.min(EXPORT_ROWS, enrollmentOrder.length) - 1]?.day ?? today;
    const exportRows = enrollmentOrder.filter(inDays(exportFrom, today));
    const popular = [...courses].sort((a, b) => b.n - a.n)[0]!;
    const ordinary = courses[Math.floor(C / 3)]!;
    const endedCourse = courses.find((c) => c.ended && c.n > 100) ?? courses.at(-1)!;
    const month = today.slice(0, 7);
    const monthEnd = addDays(`${addDays(`${month}-01`, 32).slice(0, 7)}-01`, -1);
    const pastMonth = addDays(`${month}-01`, -200).slice(0, 7);
    const pastMonthEnd = addDays(`${addDays(`${pastMonth}-01`, 32).slice(0, 7)}-01`, -1);
    const enrolledTotal = enrollments.length;

    const scenarios: Scenario[] = [
      { name: 'school stats', ...budgets, requests: [{ path: `${base_}/stats`, check: checkStats }] },
      {
        name: 'school dashboard',
        ...budgets,
        requests: [{ path: `${base_}/dashboard`, check: checkDashboard }],
      },
      {
        name: 'school instructors',
        ...budgets,
        requests: [
          ...[1, 2].map((page) => ({
            path: q(`${base_}/instructors`, { page }),
            check: pageOfKey(
              'instructors',
              instructors,
              page,
              pageSize,
              (item, i) =>
                same('id', item.id, i.id) ??
                same('name', item.name, i.name) ??
                same('isActive', item.isActive, i.active) ??
                same('coursesCount', item.coursesCount, i.courses),
            ),
          })),
        ],
      },
      {
        name: 'school courses first pages',
        ...budgets,
        requests: [1, 2].map((page) => courseList({ page })),
      },
      {
        name: 'school courses filtered',
        ...budgets,
        requests: [
          courseList(
            { category: 'TEOLOGIA', level: 'AVANZADO' },
            (c) => c.category === 'TEOLOGIA' && c.level === 'AVANZADO',
          ),
          courseList(
            { category: 'NINOS', level: 'BASICO', page: 2 },
            (c) => c.category === 'NINOS' && c.level === 'BASICO',
          ),
          courseList({ instructorId: instructors[6]!.id }, (c) => c.instructor === instructors[6]),
          courseList({ isActive: false }, (c) => !c.active),
          courseList({ isActive: true, page: 5 }, (c) => c.active),
          searchCourses('hermeneutica'),
          searchCourses('Teología sistemática 15'),
          searchCourses(`${titleWords[ordinary.c % 8]} ${ordinary.c}`),
        ],
      },
      {
        name: 'school courses deep pages',
        ...budgets,
        requests: spreadPages(C, pageSize, [0.5, 0.75, 1]).map((page) => courseList({ page })),
      },
      {
        name: 'school enrollments pending',
        ...budgets,
        requests: [
          enrollmentList({ status: 'PENDING' }, (e) => e.status === 'PENDING'),
          enrollmentList({ status: 'PENDING', page: 2 }, (e) => e.status === 'PENDING'),
          enrollmentList({}, (e) => e.status === 'PENDING', `${base_}/enrollments/pending`),
        ],
      },
      {
        name: 'school enrollments all',
        ...budgets,
        requests: [1, 2].map((page) => enrollmentList({ page })),
      },
      {
        name: 'school enrollments deep',
        ...budgets,
        requests: spreadPages(enrolledTotal, pageSize, [0.25, 0.5, 1]).map((page) =>
          enrollmentList({ page }),
        ),
      },
      {
        name: 'school enrollments filtered',
        ...budgets,
        requests: [
          enrollmentList({ status: 'COMPLETED', page: 50 }, (e) => e.status === 'COMPLETED'),
          enrollmentList({ status: 'WAITLIST' }, (e) => e.status === 'WAITLIST'),
          ...[popular, ordinary, endedCourse].map((c) =>
            enrollmentList({ courseId: c.id }, (e) => e.course === c),
          ),
          enrollmentList(
            { courseId: popular.id, status: 'CONFIRMED' },
            (e) => e.course === popular && e.status === 'CONFIRMED',
          ),
        ],
      },
      {
        name: 'school enrollments by date',
        ...budgets,
        requests: [
          enrollmentList(
            { startDate: addDays(today, -7), endDate: today },
            inDays(addDays(today, -7), today),
          ),
          enrollmentList(
            { startDate: `${pastMonth}-01`, endDate: pastMonthEnd },
            inDays(`${pastMonth}-01`, pastMonthEnd),
          ),
          enrollmentList(
            { startDate: `${pastMonth}-01`, endDate: pastMonthEnd, status: 'REJECTED', page: 3 },
            (e) => inDays(`${pastMonth}-01`, pastMonthEnd)(e) && e.status === 'REJECTED',
          ),
        ],
      },
      {
        name: 'school enrollments search',
        ...budgets,
        requests: [
          ...['maria', 'Ramírez'].map((term) =>
            enrollmentList({ search: term }, (e) =>
              benchPerson(e.person, tag).searchText.includes(fold(term)),
            ),
          ),
          enrollmentList(
            { search: 'jose', status: 'PENDING' },
            (e) => e.status === 'PENDING' && benchPerson(e.person, tag).searchText.includes('jose'),
          ),
          enrollmentList({ search: 'Pérez 345' }, (e) =>
            benchPerson(e.person, tag).searchText.includes('perez 345'),
          ),
        ],
      },
      {
        name: 'school enrollment stats',
        ...budgets,
        requests: [{ path: `${base_}/enrollments/stats`, check: fields(countBy(enrollments)) }],
      },
      // The complete report is a document (every course of the school, printed now and then), not a
      // screen's call: timed on its own, one request at a time, within REPORT_BUDGET_MS each.
      {
        name: 'school report, everything',
        ...budgets,
        requests: [],
        once: (run) => timedRuns(run, [report()], { times: REPORT_RUNS, budgetMs: REPORT_BUDGET_MS }),
      },
      {
        name: 'school report, a month',
        ...budgets,
        requests: [],
        once: (run) =>
          timedRuns(run, [report(`${month}-01`, monthEnd), report(`${pastMonth}-01`, pastMonthEnd)], {
            times: REPORT_RUNS,
            budgetMs: REPORT_BUDGET_MS,
          }),
      },
      {
        name: 'school app courses',
        ...budgets,
        requests: [
          appCourses({ page: 1 }),
          appCourses({ page: 3 }),
          appCourses({ category: 'JOVENES' }, (c) => c.category === 'JOVENES'),
        ],
      },
      {
        name: 'school app my enrollments',
        ...budgets,
        requests: [
          {
            path: '/api/community/biblical-school/enrollments/me',
            check: pageOfKey(
              'enrollments',
              mine,
              1,
              pageSize,
              (item, e) =>
                same('id', item.id, e.id) ??
                same('status', item.status, e.status) ??
                same('course.id', (item.course as { id: string } | undefined)?.id, e.course.id) ??
                same('userId', 'userId' in item, false),
            ),
          },
        ],
      },
      {
        name: `school export (${exportRows.length} rows)`,
        ...budgets,
        requests: [],
        once: (run) =>
          measureExport(run, {
            path: q(`${base_}/enrollments/export`, { startDate: exportFrom, endDate: today }),
            rows: exportRows.length,
            firstEmail: exportRows[0] ? benchPerson(exportRows[0].person, tag).email : undefined,
            lastEmail: exportRows.at(-1) ? benchPerson(exportRows.at(-1)!.person, tag).email : undefined,
          }),
      },
    ];
    return scenarios;
  },
};
