import { fields, fold, q, same, spreadPages } from './checks.ts';
import { benchMember, benchPerson } from './members.ts';
import { pageOfKey, pageSize, schoolChecks } from './school-checks.ts';
import { addDays, seedSchool, titleWords } from './school-seed.ts';
import { measureExport, timedRuns } from './sequential.ts';
import type { BenchDomain, Scenario } from './types.ts';

/** The export measured: the newest enrollments of a Bogotá-day range holding at least this many. */
const EXPORT_ROWS = 50_000;
/** The complete report: runs, one at a time, each within this. */
const REPORT_RUNS = 10;
const REPORT_BUDGET_MS = 1000;
/** The school's budgets, as the other domains': p99 ≤ 150 ms (both databases), p95 ≤ 50 ms on PostgreSQL. */
const budgets = { p99BudgetMs: 150, pgP975BudgetMs: 50 };

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
  async seed(ctx) {
    const { tag } = ctx;
    const model = await seedSchool(ctx);
    const { C, today, instructors, courses, enrollments, enrollmentOrder } = model;
    const {
      base_,
      courseList,
      searchCourses,
      enrollmentList,
      inDays,
      countBy,
      checkStats,
      checkDashboard,
      report,
      mine,
      appCourses,
    } = schoolChecks(model, tag);

    // The export: the newest enrollments, from the day of the EXPORT_ROWS-th one through today.
    const exportFrom = enrollmentOrder[Math.min(EXPORT_ROWS, enrollmentOrder.length) - 1]?.day ?? today;
    const exportRows = enrollmentOrder.filter(inDays(exportFrom, today));
    const popular = [...courses].sort((a, b) => b.n - a.n)[0]!;
    const ordinary = courses[Math.floor(C / 3)]!;
    const endedCourse = courses.find((c) => c.ended && c.n > 100) ?? courses.at(-1)!;
    const month = today.slice(0, 7);
    const monthEnd = addDays(`${addDays(`${month}-01`, 32).slice(0, 7)}-01`, -1);
    // The month of the median enrollment: a month in the middle of the data, as full at any size.
    const pastMonth = (enrollmentOrder[Math.floor(enrollmentOrder.length / 2)]?.day ?? today).slice(0, 7);
    const pastMonthEnd = addDays(`${addDays(`${pastMonth}-01`, 32).slice(0, 7)}-01`, -1);
    const enrolledTotal = enrollments.length;

    const scenarios: Scenario[] = [
      {
        name: 'school stats',
        ratioExempt: 'a count summary, not a list',
        ...budgets,
        requests: [{ path: `${base_}/stats`, check: checkStats }],
      },
      {
        name: 'school dashboard',
        ratioExempt: 'a count summary, not a list',
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
            true,
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
        curveExempt:
          'a page in the middle of the list by offset: the rows before it are walked, and there are more in a larger church',
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
        // Not exempt from the curve: a deep page starts at its kept anchor (page-anchors.ts).
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
        ratioExempt: 'a count summary, not a list',
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
        // The app's Escuela tab as the bench's member: the first page as the app asks it (10 courses).
        name: 'app courses (member)',
        as: 'member',
        ...budgets,
        requests: [appCourses({ page: 1, limit: 10 }, undefined, benchMember(tag).i)],
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
