import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { SeedContext } from './types.ts';

export const categories = [
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
export const levels = ['BASICO', 'INTERMEDIO', 'AVANZADO'] as const;
export const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'WAITLIST', 'COMPLETED', 'DROPPED'] as const;
export type Status = (typeof statuses)[number];
export const titleWords = [
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
const neighbourCourses = 50;
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
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** The instant a Bogotá day starts. */
const bogotaMidnight = (day: string) => Date.parse(`${day}T00:00:00-05:00`);

/**
 * Seeds the school (see schoolBench in school.ts) with SQL and returns its model: the instructors,
 * courses and enrollments as the SQL seeds them, and the orders the lists show them in.
 */
export async function seedSchool({ db, communityId, neighbourId, sizes, tag }: SeedContext) {
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
  const ended = sql.raw(`('${today}'::date + (${AHEAD_DAYS} - c / 2) + 7 * (4 + c % 9) < '${today}'::date)`);
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
  return { C, today, instructors, courses, enrollments, byId, courseOrder, enrollmentOrder };
}

/** The seeded school: what seedSchool returns. */
export type SchoolModel = Awaited<ReturnType<typeof seedSchool>>;
export type Course = SchoolModel['courses'][number];
export type Enrollment = SchoolModel['enrollments'][number];
