import { bogotaDay } from '../common/days.ts';
import { dayField, optionalText, requiredText, whatsappNumberSchema } from '../common/fields.ts';
import { ID_MAX_LENGTH } from '../common/limits.ts';
import { pageOf, paginationQuerySchema, patchOf } from '../common/pagination.schemas.ts';
import { invitationSchema } from '../invitations/invitations.schemas.ts';
import { z } from '../zod-setup.ts';
import { GROUP_CAPACITY, groupSchema } from './groups.schemas.ts';

/**
 * A cell's life: who belongs to each group (its roster), who asks to join, and each meeting's report
 * (who came, visitors, topic, notes). The forms and the API validate with these same schemas.
 */
export const CELL_LIFE_LIMITS = {
  /** Everyone of a full group can be ticked present. */
  attendees: GROUP_CAPACITY.max,
  visitors: 50,
  visitorName: 100,
  topic: 150,
  notes: 1000,
  /** A leader records or changes a meeting during this many days after its date; pastors and helpers always. */
  leaderEditDays: 7,
  rosterPageSize: 50,
  /** The people of the community a leader is offered to add, per search. */
  candidates: 20,
} as const;

const personId = (required: string, invalid: string) =>
  z.string({ error: required }).min(1, required).max(ID_MAX_LENGTH, invalid);

/** POST /api/groups/{id}/members: a member of the community joins the group's roster. */
export const rosterAddBodySchema = z.object({
  userId: personId('Debe seleccionar una persona', 'La persona debe ser un miembro activo de la comunidad'),
});
export type RosterAddBody = z.input<typeof rosterAddBodySchema>;

export const rosterQuerySchema = paginationQuerySchema.extend({
  limit: paginationQuerySchema.shape.limit.default(CELL_LIFE_LIMITS.rosterPageSize),
});

/** GET /api/groups/{id}/candidates: the community's active members, by name, that the search finds. */
export const rosterCandidatesQuerySchema = z.object({
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
});

/** A person a leader may add to the roster (`inGroup`: already on it). */
export const rosterCandidateSchema = z.object({ id: z.string(), name: z.string(), inGroup: z.boolean() });
export type RosterCandidate = z.infer<typeof rosterCandidateSchema>;
export const rosterCandidatesSchema = z.object({ items: z.array(rosterCandidateSchema) });
export type RosterCandidates = z.infer<typeof rosterCandidatesSchema>;

/** One person of a group's roster, with the day (Bogotá) of the last meeting they came to. */
export const rosterMemberSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  addedAt: z.string(),
  lastAttendedOn: z.string().nullable(),
});
export type RosterMember = z.infer<typeof rosterMemberSchema>;
export const rosterPageSchema = pageOf(rosterMemberSchema);
export type RosterPage = z.infer<typeof rosterPageSchema>;

export const joinRequestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export type JoinRequestStatus = (typeof joinRequestStatuses)[number];

/** PUT /api/groups/{id}/join-requests/{requestId}: the leader's answer. */
export const joinRequestAnswerSchema = z.object({
  accept: z.boolean({ error: 'Indica si aceptas o rechazas la solicitud' }),
});

export const joinRequestSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
  status: z.enum(joinRequestStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;
export const joinRequestsPageSchema = pageOf(joinRequestSchema);

/** A meeting's day: a real day, not after today (Bogotá). */
export const meetingDaySchema = dayField('La fecha de la reunión no es válida').refine(
  (day) => day <= bogotaDay(new Date()),
  'La fecha de la reunión no puede ser futura',
);

export const visitorBodySchema = z.object({
  /** A visitor already on the report keeps its id (its follow-up and invitation stay with it). */
  id: z.string().max(ID_MAX_LENGTH, 'El visitante no existe').optional(),
  name: requiredText(
    CELL_LIFE_LIMITS.visitorName,
    'El nombre del visitante es requerido',
    `El nombre del visitante no puede superar ${CELL_LIFE_LIMITS.visitorName} caracteres`,
  ),
  phone: whatsappNumberSchema,
});

const meetingFieldsSchema = z.object({
  date: meetingDaySchema,
  /** False: the cell did not meet that day (then nobody is marked present and there are no visitors). */
  held: z.boolean({ error: 'Indica si hubo reunión' }).default(true),
  attendeeIds: z
    .array(z.string().max(ID_MAX_LENGTH, 'Solo se puede marcar la asistencia de personas del grupo'), {
      error: 'La asistencia no es válida',
    })
    .max(CELL_LIFE_LIMITS.attendees, `No puede haber más de ${CELL_LIFE_LIMITS.attendees} asistentes`)
    .refine((ids) => new Set(ids).size === ids.length, 'Cada persona se marca una sola vez')
    .default([]),
  visitors: z
    .array(visitorBodySchema, { error: 'Los visitantes no son válidos' })
    .max(CELL_LIFE_LIMITS.visitors, `No puede haber más de ${CELL_LIFE_LIMITS.visitors} visitantes`)
    .default([]),
  topic: optionalText(
    CELL_LIFE_LIMITS.topic,
    `El tema no puede superar ${CELL_LIFE_LIMITS.topic} caracteres`,
  ),
  notes: optionalText(
    CELL_LIFE_LIMITS.notes,
    `La nota no puede superar ${CELL_LIFE_LIMITS.notes} caracteres`,
  ),
});

/** POST /api/groups/{id}/meetings: one report per group and date. */
export const meetingBodySchema = meetingFieldsSchema.superRefine((m, ctx) => {
  if (!m.held && (m.attendeeIds.length > 0 || m.visitors.length > 0))
    ctx.addIssue({
      code: 'custom',
      path: ['held'],
      message: 'Si no hubo reunión, no se marcan asistentes ni visitantes',
    });
});
export type MeetingBody = z.input<typeof meetingBodySchema>;
export type MeetingValues = z.output<typeof meetingBodySchema>;
/** PATCH /api/groups/meetings/{meetingId}: the fields sent replace the stored ones (attendees and visitors whole). */
export const meetingPatchSchema = patchOf(meetingFieldsSchema);

export const meetingVisitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type MeetingVisitor = z.infer<typeof meetingVisitorSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  date: z.string(),
  held: z.boolean(),
  topic: z.string().nullable(),
  notes: z.string().nullable(),
  attendeeIds: z.array(z.string()),
  attendanceCount: z.number().int(),
  visitors: z.array(meetingVisitorSchema),
  recordedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;
export const meetingsPageSchema = pageOf(meetingSchema);
export type MeetingsPage = z.infer<typeof meetingsPageSchema>;

/** POST /api/groups/visitors/{id}/invitation: the visitor and the invitation to share with them. */
export const visitorInvitationSchema = z.object({
  visitor: meetingVisitorSchema,
  invitation: invitationSchema,
});
export type VisitorInvitation = z.infer<typeof visitorInvitationSchema>;

/** GET /api/groups/mine: the active groups the caller leads, co-leads or belongs to, and their open requests. */
export const myGroupsSchema = z.object({
  groups: z.array(
    z.object({
      group: groupSchema,
      role: z.enum(['leader', 'co-leader', 'member']),
    }),
  ),
  pendingRequests: z.array(z.object({ id: z.string(), groupId: z.string() })),
});
export type MyGroups = z.infer<typeof myGroupsSchema>;
