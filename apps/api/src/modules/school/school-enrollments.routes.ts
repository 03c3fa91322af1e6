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
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import { SCHOOL_BASE } from './school.routes.ts';
import * as service from './school-enrollments.service.ts';
import { exportEnrollments } from './school-export.service.ts';

const base = `${SCHOOL_BASE}/enrollments`;

/**
 * The school's enrollments on the dashboard (pastors and helpers; spec §4, §7): the list, the pending
 * ones, the counts, the export, one, and the moves of school.transitions.ts. Static paths first.
 */
export const schoolEnrollmentsRoutes = routesPlugin(
  { tags: ['biblical-school'], access: 'dashboard' },
  (route, deps) => {
    route.get(base, {
      summary: 'Inscripciones (más recientes primero; filtros de estado, curso, fechas y búsqueda)',
      description: 'startDate y endDate: días (Bogotá) de la fecha de inscripción, incluidos.',
      querystring: enrollmentsQuerySchema,
      ok: enrollmentsPageSchema,
      handler: (request) => service.listEnrollments(deps, request.caller, request.query),
    });

    route.get(`${base}/pending`, {
      summary: 'Inscripciones pendientes (más recientes primero)',
      querystring: enrollmentsQuerySchema,
      ok: enrollmentsPageSchema,
      handler: (request) =>
        service.listEnrollments(deps, request.caller, request.query, { status: 'PENDING' }),
    });

    route.get(`${base}/stats`, {
      summary: 'Inscripciones por estado',
      ok: enrollmentStatsSchema,
      handler: (request) => service.enrollmentStats(deps, request.caller),
    });

    route.get(`${base}/export`, {
      summary: 'Exportar inscripciones (CSV UTF-8 o XLSX, con los filtros de la lista)',
      querystring: enrollmentsExportQuerySchema,
      ok: z.unknown().describe('El archivo (text/csv o XLSX), como adjunto'),
      handler: (request, reply) => {
        const file = exportEnrollments(deps, request.caller, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    });

    route.get(`${base}/:id`, {
      summary: 'Una inscripción',
      ok: enrollmentItemSchema,
      handler: (request) => service.getEnrollment(deps, request.caller, request.params.id),
    });

    const moves = [
      ['confirm', 'Confirmar (PENDING o WAITLIST → CONFIRMED; 409 COURSE_FULL sin cupos)'],
      ['waitlist', 'Mover a lista de espera (PENDING → WAITLIST)'],
      ['complete', 'Marcar completada (CONFIRMED → COMPLETED, después de la fecha de finalización)'],
    ] as const;
    for (const [action, summary] of moves)
      route.put(`${base}/:id/${action}`, {
        summary,
        ok: enrollmentItemSchema,
        errors: [409],
        handler: (request) => service.moveEnrollment(deps, request.caller, request.params.id, action),
      });

    route.put(`${base}/:id/reject`, {
      summary: 'Rechazar (PENDING o WAITLIST → REJECTED, con una razón)',
      body: rejectEnrollmentBodySchema,
      ok: enrollmentItemSchema,
      errors: [409],
      handler: (request) =>
        service.moveEnrollment(deps, request.caller, request.params.id, 'reject', {
          rejectionReason: request.body.rejectionReason,
        }),
    });

    route.put(`${base}/:id/whatsapp`, {
      summary: 'Marcar el mensaje de WhatsApp como enviado',
      ok: enrollmentItemSchema,
      handler: (request) => service.markWhatsapp(deps, request.caller, request.params.id),
    });
  },
);
