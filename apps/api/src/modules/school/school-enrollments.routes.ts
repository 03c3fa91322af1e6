import {
  enrollmentItemSchema,
  enrollmentStatsSchema,
  enrollmentsPageSchema,
} from '@koinonia/shared/school/school-read.schemas';
import {
  enrollmentsExportQuerySchema,
  enrollmentsQuerySchema,
  rejectEnrollmentBodySchema,
} from '@koinonia/shared/school/school-requests.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { SCHOOL_BASE } from './school.routes.ts';
import * as service from './school-enrollments.service.ts';
import { exportEnrollments } from './school-export.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['biblical-school'];
const documented = documentedIn(tags);
const base = `${SCHOOL_BASE}/enrollments`;

/**
 * The school's enrollments on the dashboard (pastors and helpers; spec §4, §7): the list, the pending
 * ones, the counts, the export, one, and the moves of school.transitions.ts. Static paths first.
 */
export const schoolEnrollmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const deps = depsOf(app);

  app.get(
    base,
    documented(
      dashboard,
      {
        summary: 'Inscripciones (más recientes primero; filtros de estado, curso, fechas y búsqueda)',
        description: 'startDate y endDate: días (Bogotá) de la fecha de inscripción, incluidos.',
        querystring: enrollmentsQuerySchema,
      },
      { 200: enrollmentsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listEnrollments(deps, request.caller, request.query),
  );

  app.get(
    `${base}/pending`,
    documented(
      dashboard,
      { summary: 'Inscripciones pendientes (más recientes primero)', querystring: enrollmentsQuerySchema },
      { 200: enrollmentsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listEnrollments(deps, request.caller, request.query, { status: 'PENDING' }),
  );

  app.get(
    `${base}/stats`,
    documented(
      dashboard,
      { summary: 'Inscripciones por estado' },
      { 200: enrollmentStatsSchema },
      [401, 403],
    ),
    (request) => service.enrollmentStats(deps, request.caller),
  );

  app.get(
    `${base}/export`,
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Exportar inscripciones (CSV UTF-8 o XLSX, con los filtros de la lista)',
        querystring: enrollmentsExportQuerySchema,
        response: {
          200: z.unknown().describe('El archivo (text/csv o XLSX), como adjunto'),
          ...errorSchemas(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      const file = exportEnrollments(deps, request.caller, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    `${base}/:id`,
    documented(
      dashboard,
      { summary: 'Una inscripción', params: idParams },
      { 200: enrollmentItemSchema },
      [401, 403, 404],
    ),
    (request) => service.getEnrollment(deps, request.caller, request.params.id),
  );

  const moves = [
    ['confirm', 'Confirmar (PENDING o WAITLIST → CONFIRMED; 409 COURSE_FULL sin cupos)'],
    ['waitlist', 'Mover a lista de espera (PENDING → WAITLIST)'],
    ['complete', 'Marcar completada (CONFIRMED → COMPLETED, después de la fecha de finalización)'],
  ] as const;
  for (const [action, summary] of moves)
    app.put(
      `${base}/:id/${action}`,
      documented(
        dashboard,
        { summary, params: idParams },
        { 200: enrollmentItemSchema },
        [401, 403, 404, 409],
      ),
      (request) => service.moveEnrollment(deps, request.caller, request.params.id, action),
    );

  app.put(
    `${base}/:id/reject`,
    documented(
      dashboard,
      {
        summary: 'Rechazar (PENDING o WAITLIST → REJECTED, con una razón)',
        params: idParams,
        body: rejectEnrollmentBodySchema,
      },
      { 200: enrollmentItemSchema },
      [400, 401, 403, 404, 409],
    ),
    (request) =>
      service.moveEnrollment(deps, request.caller, request.params.id, 'reject', {
        rejectionReason: request.body.rejectionReason,
      }),
  );

  app.put(
    `${base}/:id/whatsapp`,
    documented(
      dashboard,
      { summary: 'Marcar el mensaje de WhatsApp como enviado', params: idParams },
      { 200: enrollmentItemSchema },
      [401, 403, 404],
    ),
    (request) => service.markWhatsapp(deps, request.caller, request.params.id),
  );
};
