import {
  courseCategoryLabels,
  courseLevelLabels,
  courseState,
  courseStateLabels,
  enrollmentStatusLabels,
} from '@koinonia/shared/school/school.labels';
import type { CompleteReport, EnrollmentStats } from '@koinonia/shared/school/school-read.schemas';
import type { CompleteReportQuery } from '@koinonia/shared/school/school-requests.schemas';
import { bogotaDay } from '../../lib/days.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { enrollmentCounts } from './school-enrollments.queries.ts';
import * as sq from './school-stats.queries.ts';

/**
 * GET /admin/biblical-school/reports/complete: the school's numbers now (dashboard, stats), the
 * enrollments made within the range by status, and one row per course running within it with its
 * enrollments of the range by status. format=html is the same as a printable, self-contained page.
 */

/** GET /admin/biblical-school/stats (schoolStatsSchema). */
export const schoolStats = ({ db }: ServiceDeps, caller: Caller, now = new Date()) =>
  sq.schoolStats(db, caller.communityId, bogotaDay(now));

/** GET /admin/biblical-school/dashboard (schoolDashboardSchema). */
export const schoolDashboard = ({ db }: ServiceDeps, caller: Caller, now = new Date()) =>
  sq.dashboard(db, caller.communityId, bogotaDay(now));

export async function completeReport(
  { db }: ServiceDeps,
  caller: Caller,
  query: Pick<CompleteReportQuery, 'startDate' | 'endDate'>,
  now = new Date(),
): Promise<CompleteReport> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const [dashboard, stats, enrollments, rows] = await Promise.all([
    sq.dashboard(db, caller.communityId, bogotaDay(now)),
    sq.schoolStats(db, caller.communityId, bogotaDay(now)),
    enrollmentCounts(db, caller.communityId, range),
    sq.reportCourses(db, caller.communityId, range),
  ]);
  return {
    generatedAt: now.toISOString(),
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    dashboard,
    stats,
    enrollments,
    courses: rows.map(({ pending, confirmed, waitlist, rejected, completed, dropped, total, ...course }) => ({
      ...course,
      enrollments: { pending, confirmed, waitlist, rejected, completed, dropped, total },
    })),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Every value goes through here: the report never carries markup of anyone's text. */
export const escapeHtml = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const row = (cells: unknown[], tag = 'td') =>
  `<tr>${cells.map((c) => `<${tag}>${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
const table = (head: unknown[], body: unknown[][]) =>
  `<table><thead>${row(head, 'th')}</thead><tbody>${body.map((b) => row(b)).join('')}</tbody></table>`;

const STATUS_KEYS: [keyof EnrollmentStats, keyof typeof enrollmentStatusLabels][] = [
  ['pending', 'PENDING'],
  ['confirmed', 'CONFIRMED'],
  ['waitlist', 'WAITLIST'],
  ['rejected', 'REJECTED'],
  ['completed', 'COMPLETED'],
  ['dropped', 'DROPPED'],
];

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1b1e;margin:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
p.range{color:#555;margin:0 0 16px}
table{border-collapse:collapse;width:100%;font-size:12px;margin-bottom:8px}
th,td{border:1px solid #ccc;padding:4px 6px;text-align:left}th{background:#f1f3f5}
@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}@page{size:landscape;margin:12mm}}
`;

/** The report as a printable HTML document (Spanish headings; every value HTML-escaped). */
export function reportHtml(r: CompleteReport): string {
  const range =
    r.startDate || r.endDate
      ? `Del ${r.startDate ?? 'inicio'} al ${r.endDate ?? 'hoy'}`
      : 'Todo el historial';
  // The report's own day (Bogotá): its courses' states and its date line.
  const day = bogotaDay(new Date(r.generatedAt));
  const d = r.dashboard;
  const sections = [
    '<h2>Resumen</h2>',
    table(
      [
        'Cursos activos',
        'Estudiantes activos',
        'Cupos disponibles',
        'Inscripciones pendientes',
        'Curso más popular',
      ],
      [
        [
          d.totalCourses,
          d.totalActiveStudents,
          d.totalAvailableSpots,
          d.totalPendingEnrollments,
          d.mostPopularCourse
            ? `${d.mostPopularCourse.title} (${d.mostPopularCourse.enrolledCount} inscritos)`
            : 'Ninguno',
        ],
      ],
    ),
    '<h2>Cursos por categoría</h2>',
    table(
      ['Categoría', 'Cursos'],
      r.stats.coursesByCategory.map((c) => [courseCategoryLabels[c.category], c.count]),
    ),
    '<h2>Cursos por nivel</h2>',
    table(
      ['Nivel', 'Cursos'],
      r.stats.coursesByLevel.map((c) => [courseLevelLabels[c.level], c.count]),
    ),
    `<p>Tasa promedio de inscripción: ${escapeHtml(r.stats.averageEnrollmentRate.toLocaleString('es-CO'))}%</p>`,
    '<h2>Inscripciones por estado</h2>',
    table(
      [...STATUS_KEYS.map(([, s]) => enrollmentStatusLabels[s]), 'Total'],
      [[...STATUS_KEYS.map(([k]) => r.enrollments[k]), r.enrollments.total]],
    ),
    '<h2>Cursos</h2>',
    table(
      [
        'Curso',
        'Instructor',
        'Categoría',
        'Nivel',
        'Inicio',
        'Fin',
        'Capacidad',
        'Inscritos',
        'Estado',
        ...STATUS_KEYS.map(([, s]) => enrollmentStatusLabels[s]),
        'Total',
      ],
      r.courses.map((c) => [
        c.title,
        c.instructorName,
        courseCategoryLabels[c.category],
        courseLevelLabels[c.level],
        c.startDate,
        c.endDate,
        c.capacity,
        c.enrolledCount,
        courseStateLabels[courseState(c, day)],
        ...STATUS_KEYS.map(([k]) => c.enrollments[k]),
        c.enrollments.total,
      ]),
    ),
  ];
  return `<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Reporte completo — Escuela Bíblica</title>
<style>${STYLE}</style></head>
<body><h1>Reporte completo — Escuela Bíblica</h1>
<p class="range">${escapeHtml(range)} · Generado el ${escapeHtml(day)}</p>
${sections.join('\n')}
</body></html>
`;
}

/** The HTML report's file name: reporte-escuela-biblica-{start}-{end}.html, or -completo for all history. */
export function reportFileName(r: CompleteReport) {
  const span = r.startDate || r.endDate ? `${r.startDate ?? 'inicio'}-a-${r.endDate ?? 'hoy'}` : 'completo';
  return `reporte-escuela-biblica-${span}.html`;
}
