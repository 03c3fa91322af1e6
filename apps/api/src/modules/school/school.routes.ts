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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import { JSON_OR_MULTIPART } from '../../plugins/uploads.ts';
import * as courses from './school-courses.service.ts';
import { schoolBodyOf } from './school-images.ts';
import * as instructors from './school-instructors.service.ts';
import * as report from './school-report.service.ts';

export const SCHOOL_BASE = '/admin/biblical-school';
const idParams = z.object({ id: z.string() });
const tags = ['biblical-school'];
const documented = documentedIn(tags);
const noContent = { 204: z.null() };

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
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const admin = { onRequest: app.guard('admin') };
  const deps = depsOf(app);
  const base = SCHOOL_BASE;

  app.get(
    `${base}/stats`,
    documented(
      dashboard,
      {
        summary:
          'Estadísticas de la escuela (cursos activos por categoría y nivel, tasa promedio de inscripción)',
      },
      { 200: schoolStatsSchema },
      [401, 403],
    ),
    (request) => report.schoolStats(deps, request.caller),
  );

  app.get(
    `${base}/dashboard`,
    documented(
      dashboard,
      {
        summary: 'Resumen de la escuela (cursos activos, estudiantes, cupos, pendientes, curso más popular)',
      },
      { 200: schoolDashboardSchema },
      [401, 403],
    ),
    (request) => report.schoolDashboard(deps, request.caller),
  );

  app.get(
    `${base}/reports/complete`,
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Reporte completo de la escuela (JSON, o HTML imprimible como adjunto con format=html)',
        querystring: completeReportQuerySchema,
        response: {
          200: completeReportSchema.or(z.string().describe('text/html, como adjunto')),
          ...errorSchemas(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const data = await report.completeReport(deps, request.caller, request.query);
      if (request.query.format !== 'html') return data;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.reportFileName(data)}"`)
        .header('cache-control', 'no-store')
        .send(report.reportHtml(data));
    },
  );

  // Instructors.
  app.get(
    `${base}/instructors`,
    documented(
      dashboard,
      {
        summary: 'Instructores (por nombre; búsqueda y filtro de activos)',
        querystring: instructorsQuerySchema,
      },
      { 200: instructorsPageSchema },
      [400, 401, 403],
    ),
    (request) => instructors.listInstructors(deps, request.caller, request.query),
  );

  app.post(
    `${base}/instructors`,
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear instructor (siempre activo)', ...instructorBodyDoc },
      { 201: instructorItemSchema },
      [400, 401, 403, 413],
    ),
    async (request, reply) =>
      reply.status(201).send(await instructors.createInstructor(deps, request.caller, schoolBodyOf(request))),
  );

  app.get(
    `${base}/instructors/:id`,
    documented(
      dashboard,
      { summary: 'Un instructor', params: idParams },
      { 200: instructorItemSchema },
      [401, 403, 404],
    ),
    (request) => instructors.getInstructor(deps, request.caller, request.params.id),
  );

  app.put(
    `${base}/instructors/:id`,
    documented(
      dashboard,
      {
        summary: 'Editar instructor (los campos enviados; imageUrl null quita la imagen)',
        ...instructorBodyDoc,
        params: idParams,
      },
      { 200: instructorItemSchema },
      [400, 401, 403, 404, 413],
    ),
    (request) => instructors.updateInstructor(deps, request.caller, request.params.id, schoolBodyOf(request)),
  );

  app.delete(
    `${base}/instructors/:id`,
    documented(
      admin,
      { summary: 'Eliminar instructor (solo pastores; 409 si tiene cursos)', params: idParams },
      { ...noContent },
      [401, 403, 404, 409],
    ),
    async (request, reply) => {
      await instructors.deleteInstructor(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Courses.
  app.get(
    `${base}/courses`,
    documented(
      dashboard,
      {
        summary:
          'Cursos (inicio más reciente primero; filtros de categoría, nivel, instructor, activos y búsqueda)',
        querystring: coursesQuerySchema,
      },
      { 200: coursesPageSchema },
      [400, 401, 403],
    ),
    (request) => courses.listCourses(deps, request.caller, request.query),
  );

  app.post(
    `${base}/courses`,
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear curso', ...courseBodyDoc },
      { 201: courseItemSchema },
      [400, 401, 403, 404, 413],
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await courses.createCourse(
            deps,
            request.caller,
            schoolBodyOf(request, SCHOOL_LIMITS.courseFormMaxFields),
          ),
        ),
  );

  app.get(
    `${base}/courses/:id`,
    documented(
      dashboard,
      { summary: 'Un curso', params: idParams },
      { 200: courseItemSchema },
      [401, 403, 404],
    ),
    (request) => courses.getCourse(deps, request.caller, request.params.id),
  );

  app.put(
    `${base}/courses/:id`,
    documented(
      dashboard,
      {
        summary: 'Editar curso (los campos enviados; 409 si la capacidad queda bajo los cupos ocupados)',
        ...courseBodyDoc,
        params: idParams,
      },
      { 200: courseItemSchema },
      [400, 401, 403, 404, 409, 413],
    ),
    (request) =>
      courses.updateCourse(
        deps,
        request.caller,
        request.params.id,
        schoolBodyOf(request, SCHOOL_LIMITS.courseFormMaxFields),
      ),
  );

  app.delete(
    `${base}/courses/:id`,
    documented(
      admin,
      { summary: 'Eliminar curso (solo pastores; 409 si tiene inscripciones abiertas)', params: idParams },
      { ...noContent },
      [401, 403, 404, 409],
    ),
    async (request, reply) => {
      await courses.deleteCourse(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
