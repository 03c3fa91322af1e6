import { SCHOOL_LIMITS } from '@koinonia/shared/school/school.schemas';
import {
  completeReportSchema,
  courseItemSchema,
  coursesPageSchema,
  instructorItemSchema,
  instructorsPageSchema,
  schoolDashboardSchema,
  schoolStatsSchema,
} from '@koinonia/shared/school/school-read.schemas';
import {
  completeReportQuerySchema,
  coursesQuerySchema,
  instructorsQuerySchema,
} from '@koinonia/shared/school/school-requests.schemas';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import { JSON_OR_MULTIPART } from '../../plugins/uploads.ts';
import * as courses from './school-courses.service.ts';
import { schoolBodyOf } from './school-images.ts';
import * as instructors from './school-instructors.service.ts';
import * as report from './school-report.service.ts';

export const SCHOOL_BASE = '/admin/biblical-school';

const instructorBodyDoc = {
  consumes: JSON_OR_MULTIPART,
  description:
    'JSON, o multipart/form-data con los campos de texto (name, title, bio, experience, email, phone, qualifications y specialties como texto separado por comas, imageUrl; isActive al editar) y el archivo image (JPEG, PNG, WebP o GIF, hasta 5MB).',
};
const courseBodyDoc = {
  consumes: JSON_OR_MULTIPART,
  description:
    'JSON, o multipart/form-data: cada campo su texto; el horario como schedule[dayOfWeek], schedule[startTime], schedule[endTime], schedule[frequency]; las listas como requirements[0], requirements[1]… (también targetAudience, topics, materials); el archivo image (JPEG, PNG o WebP, hasta 5MB).',
};

/**
 * The biblical school on the dashboard (pastors and helpers; deletes pastors only; spec §7): the
 * statistics, the dashboard numbers, the complete report, instructors and courses. The enrollments'
 * routes are in school-enrollments.routes.ts, the members' app in school-app.routes.ts. Static paths
 * are declared before /{id}.
 */
export const schoolRoutes = routesPlugin(
  { tags: ['biblical-school'], access: 'dashboard' },
  (route, deps) => {
    const base = SCHOOL_BASE;

    route.get(`${base}/stats`, {
      summary:
        'Estadísticas de la escuela (cursos activos por categoría y nivel, tasa promedio de inscripción)',
      ok: schoolStatsSchema,
      handler: (request) => report.schoolStats(deps, request.caller),
    });

    route.get(`${base}/dashboard`, {
      summary: 'Resumen de la escuela (cursos activos, estudiantes, cupos, pendientes, curso más popular)',
      ok: schoolDashboardSchema,
      handler: (request) => report.schoolDashboard(deps, request.caller),
    });

    route.get(`${base}/reports/complete`, {
      summary: 'Reporte completo de la escuela (JSON, o HTML imprimible como adjunto con format=html)',
      querystring: completeReportQuerySchema,
      ok: completeReportSchema.or(z.string().describe('text/html, como adjunto')),
      handler: async (request, reply) => {
        const data = await report.completeReport(deps, request.caller, request.query);
        if (request.query.format !== 'html') return data;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('content-disposition', `attachment; filename="${report.reportFileName(data)}"`)
          .header('cache-control', 'no-store')
          .send(report.reportHtml(data));
      },
    });

    // Instructors.
    route.get(`${base}/instructors`, {
      summary: 'Instructores (por nombre; búsqueda y filtro de activos)',
      querystring: instructorsQuerySchema,
      ok: instructorsPageSchema,
      handler: (request) => instructors.listInstructors(deps, request.caller, request.query),
    });

    route.post(`${base}/instructors`, {
      summary: 'Crear instructor (siempre activo)',
      ...instructorBodyDoc,
      idempotent: true,
      created: instructorItemSchema,
      handler: (request) => instructors.createInstructor(deps, request.caller, schoolBodyOf(request)),
    });

    route.get(`${base}/instructors/:id`, {
      summary: 'Un instructor',
      ok: instructorItemSchema,
      handler: (request) => instructors.getInstructor(deps, request.caller, request.params.id),
    });

    route.put(`${base}/instructors/:id`, {
      summary: 'Editar instructor (los campos enviados; imageUrl null quita la imagen)',
      ...instructorBodyDoc,
      ok: instructorItemSchema,
      handler: (request) =>
        instructors.updateInstructor(deps, request.caller, request.params.id, schoolBodyOf(request)),
    });

    route.delete(`${base}/instructors/:id`, {
      summary: 'Eliminar instructor (solo pastores; 409 si tiene cursos)',
      access: 'admin',
      errors: [409],
      handler: (request) => instructors.deleteInstructor(deps, request.caller, request.params.id),
    });

    // Courses.
    route.get(`${base}/courses`, {
      summary:
        'Cursos (inicio más reciente primero; filtros de categoría, nivel, instructor, activos y búsqueda)',
      querystring: coursesQuerySchema,
      ok: coursesPageSchema,
      handler: (request) => courses.listCourses(deps, request.caller, request.query),
    });

    route.post(`${base}/courses`, {
      summary: 'Crear curso',
      ...courseBodyDoc,
      idempotent: true,
      created: courseItemSchema,
      errors: [404],
      handler: (request) =>
        courses.createCourse(deps, request.caller, schoolBodyOf(request, SCHOOL_LIMITS.courseFormMaxFields)),
    });

    route.get(`${base}/courses/:id`, {
      summary: 'Un curso',
      ok: courseItemSchema,
      handler: (request) => courses.getCourse(deps, request.caller, request.params.id),
    });

    route.put(`${base}/courses/:id`, {
      summary: 'Editar curso (los campos enviados; 409 si la capacidad queda bajo los cupos ocupados)',
      ...courseBodyDoc,
      ok: courseItemSchema,
      errors: [409],
      handler: (request) =>
        courses.updateCourse(
          deps,
          request.caller,
          request.params.id,
          schoolBodyOf(request, SCHOOL_LIMITS.courseFormMaxFields),
        ),
    });

    route.delete(`${base}/courses/:id`, {
      summary: 'Eliminar curso (solo pastores; 409 si tiene inscripciones abiertas)',
      access: 'admin',
      errors: [409],
      handler: (request) => courses.deleteCourse(deps, request.caller, request.params.id),
    });
  },
);
