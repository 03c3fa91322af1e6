import { paginationQuerySchema } from '@koinonia/shared/common/pagination.schemas';
import {
  attendanceExportQuerySchema,
  cellHealthSchema,
  followUpMarkSchema,
  followUpPersonSchema,
  followUpQuerySchema,
  followUpSchema,
  healthQuerySchema,
} from '@koinonia/shared/groups/cell-health.schemas';
import {
  joinRequestAnswerSchema,
  joinRequestSchema,
  joinRequestsPageSchema,
  meetingBodySchema,
  meetingPatchSchema,
  meetingSchema,
  meetingsPageSchema,
  myGroupsSchema,
  rosterAddBodySchema,
  rosterCandidatesQuerySchema,
  rosterCandidatesSchema,
  rosterPageSchema,
  rosterQuerySchema,
  visitorInvitationSchema,
} from '@koinonia/shared/groups/cell-life.schemas';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-url.ts';
import { routesPlugin } from '../../lib/routes.ts';
import { exportAttendance } from './attendance-export.service.ts';
import * as health from './cell-health.service.ts';
import * as meetings from './meetings.service.ts';
import * as rosters from './rosters.service.ts';
import * as visitors from './visitors.service.ts';

/**
 * A cell's life: its roster, the requests to join, and its meetings. Any member may call these; the
 * services let pastors and helpers manage every group and a group's leader and co-leader their own
 * (403 NOT_GROUP_LEADER otherwise). Any member may ask to join a group.
 */
export const cellLifeRoutes = routesPlugin<{ publicUrl: string | undefined }>(
  { tags: ['groups'], access: 'member' },
  (route, deps, _app, opts) => {
    route.get('/groups/mine', {
      summary: 'Mis grupos: los que lidero, co-lidero o a los que pertenezco, y mis solicitudes abiertas',
      ok: myGroupsSchema,
      handler: (request) => rosters.myGroups(deps, request.caller),
    });

    route.get('/groups/:id/members', {
      summary: 'La lista de personas del grupo (por nombre, paginada), con su última asistencia',
      querystring: rosterQuerySchema,
      ok: rosterPageSchema,
      handler: (request) => rosters.listRoster(deps, request.caller, request.params.id, request.query),
    });

    route.get('/groups/:id/candidates', {
      summary:
        'Personas activas de la comunidad que el líder puede agregar a la lista (por nombre, hasta 20)',
      querystring: rosterCandidatesQuerySchema,
      ok: rosterCandidatesSchema,
      handler: (request) => rosters.rosterCandidates(deps, request.caller, request.params.id, request.query),
    });

    route.post('/groups/:id/members', {
      summary: 'Agregar una persona de la comunidad a la lista del grupo',
      body: rosterAddBodySchema,
      errors: [409],
      handler: (request) =>
        rosters.addRosterMember(deps, request.caller, request.params.id, request.body.userId),
    });

    route.delete('/groups/:id/members/:userId', {
      summary: 'Quitar una persona de la lista del grupo',
      params: z.object({ id: z.string(), userId: z.string() }),
      handler: (request) =>
        rosters.removeRosterMember(deps, request.caller, request.params.id, request.params.userId),
    });

    route.post('/groups/:id/join-requests', {
      summary: 'Pedir unirse al grupo (queda pendiente hasta que el líder responda)',
      idempotent: true,
      created: joinRequestSchema,
      errors: [409],
      handler: (request) => rosters.requestToJoin(deps, request.caller, request.params.id),
    });

    route.get('/groups/:id/join-requests', {
      summary: 'Solicitudes pendientes para unirse al grupo (más antiguas primero)',
      querystring: paginationQuerySchema,
      ok: joinRequestsPageSchema,
      handler: (request) => rosters.listJoinRequests(deps, request.caller, request.params.id, request.query),
    });

    route.put('/groups/:id/join-requests/:requestId', {
      summary: 'Aceptar o rechazar una solicitud (aceptar agrega a la persona a la lista)',
      params: z.object({ id: z.string(), requestId: z.string() }),
      body: joinRequestAnswerSchema,
      ok: joinRequestSchema,
      errors: [409],
      handler: (request) =>
        rosters.answerJoinRequest(
          deps,
          request.caller,
          request.params.id,
          request.params.requestId,
          request.body.accept,
        ),
    });

    route.post('/groups/:id/meetings', {
      summary: 'Registrar una reunión: asistencia, visitantes, tema y nota (una por grupo y fecha)',
      description:
        'Los líderes registran las reuniones de los últimos 7 días; los pastores y ayudantes, cualquier fecha pasada.',
      idempotent: true,
      body: meetingBodySchema,
      created: meetingSchema,
      errors: [409],
      handler: (request) => meetings.recordMeeting(deps, request.caller, request.params.id, request.body),
    });

    route.get('/groups/:id/meetings', {
      summary: 'Reuniones del grupo (más recientes primero)',
      querystring: paginationQuerySchema,
      ok: meetingsPageSchema,
      handler: (request) => meetings.listMeetings(deps, request.caller, request.params.id, request.query),
    });

    route.get('/groups/health', {
      summary: 'La semana de las células por sector, y las 8 semanas anteriores',
      description: 'week: semana ISO (AAAA-Www); por defecto, la semana actual (Bogotá).',
      access: 'dashboard',
      querystring: healthQuerySchema,
      ok: cellHealthSchema,
      handler: (request) => health.cellHealth(deps, request.caller, request.query.week),
    });

    route.get('/groups/follow-up', {
      summary: 'Células sin reportes y personas para acompañar (cada lista paginada)',
      description:
        'Células activas sin reporte en 2 o más de sus días de reunión; miembros ausentes de las últimas 3 reuniones de su célula y visitantes de los últimos 14 días.',
      access: 'dashboard',
      querystring: followUpQuerySchema,
      ok: followUpSchema,
      errors: [404],
      handler: (request) => health.followUp(deps, request.caller, request.query),
    });

    route.get('/groups/attendance/export', {
      summary: 'Exportar la asistencia (CSV UTF-8 o XLSX): una fila por reunión, por sector y fechas',
      access: 'dashboard',
      querystring: attendanceExportQuerySchema,
      ok: z.unknown().describe('El archivo (text/csv o XLSX), como adjunto'),
      errors: [404],
      handler: async (request, reply) => {
        const file = await exportAttendance(deps, request.caller, request.query);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    });

    route.put('/groups/follow-up/:id', {
      summary: 'Marcar a una persona como contactada, con una nota (o quitar la marca)',
      body: followUpMarkSchema,
      ok: followUpPersonSchema,
      handler: (request) => health.markFollowUp(deps, request.caller, request.params.id, request.body),
    });

    route.post('/groups/visitors/:id/invitation', {
      summary: 'Invitar a un visitante a ser miembro: una invitación para una persona, lista para compartir',
      description: 'Como Miembro, un uso, 30 días. Pedirla de nuevo da la misma mientras se pueda usar.',
      idempotent: true,
      created: visitorInvitationSchema,
      handler: (request) =>
        visitors.inviteVisitor(
          deps,
          request.caller,
          request.params.id,
          publicOrigin(request, opts.publicUrl),
        ),
    });

    route.patch('/groups/meetings/:id', {
      summary: 'Cambiar el reporte de una reunión',
      description:
        'Los líderes, hasta 7 días después de la fecha de la reunión; los pastores y ayudantes, siempre.',
      body: meetingPatchSchema,
      ok: meetingSchema,
      errors: [409],
      handler: (request) => meetings.changeMeeting(deps, request.caller, request.params.id, request.body),
    });
  },
);
