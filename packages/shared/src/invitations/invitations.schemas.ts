import { loginResponseSchema, newPasswordSchema } from '../auth/auth.schemas.ts';
import { pageOf, paginationQuerySchema } from '../common/pagination.schemas.ts';
import { membershipSchema } from '../members/members.schemas.ts';
import { z } from '../zod-setup.ts';

/** The roles an invitation can give: Invitado or Miembro (pastors and helpers are named by a pastor). */
export const invitationRoles = ['GUEST', 'MEMBER'] as const;
export const invitationRoleSchema = z.enum(invitationRoles, {
  error: 'El rol de la invitación debe ser Invitado o Miembro',
});
export type InvitationRole = z.infer<typeof invitationRoleSchema>;

export const MAX_INVITATION_USES = 10_000;
/** How far ahead an invitation may expire: one year. */
export const MAX_INVITATION_DAYS = 366;

export const invitationMessages = {
  expiresAtInvalid: 'La fecha de vencimiento no es válida',
  expiresAtPast: 'La fecha de vencimiento debe ser posterior a este momento',
  expiresAtTooFar: 'La fecha de vencimiento no puede superar un año',
  maxUsesInvalid: 'El número de usos debe ser un entero entre 1 y 10.000',
} as const;

/**
 * POST /community/invitations. expiresAt: an ISO date and time (with its offset); being in the future
 * and at most a year away depends on the clock, so the service checks it. maxUses: null or absent is
 * unlimited.
 */
export const createInvitationBodySchema = z.object({
  role: invitationRoleSchema.default('MEMBER'),
  expiresAt: z.iso
    .datetime({ offset: true, error: invitationMessages.expiresAtInvalid })
    .max(40, invitationMessages.expiresAtInvalid)
    .nullish()
    .transform((v) => v ?? null),
  maxUses: z
    .number({ error: invitationMessages.maxUsesInvalid })
    .int(invitationMessages.maxUsesInvalid)
    .min(1, invitationMessages.maxUsesInvalid)
    .max(MAX_INVITATION_USES, invitationMessages.maxUsesInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** Why an invitation cannot be used now. */
export const invitationInvalidReasons = ['EXPIRED', 'USED_UP', 'REVOKED'] as const;
export const invitationInvalidReasonSchema = z.enum(invitationInvalidReasons);
export type InvitationInvalidReason = z.infer<typeof invitationInvalidReasonSchema>;

/** An invitation as the pastors' screens read it. */
export const invitationSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** The app's address to join with it: /app/unirse/<code>. */
  url: z.string(),
  role: invitationRoleSchema,
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ name: z.string() }).nullable(),
  /** Whether it can be used now; `reason` says why not. */
  valid: z.boolean(),
  reason: invitationInvalidReasonSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsQuerySchema = paginationQuerySchema;
export const invitationsPageSchema = pageOf(invitationSchema);
export type InvitationsPage = z.infer<typeof invitationsPageSchema>;

export const invitationCodeParamsSchema = z.object({ code: z.string() });

/** GET /invitations/{code}, with no session: what the joining screen shows. */
export const publicInvitationSchema = z.object({
  community: z.object({ name: z.string() }),
  role: invitationRoleSchema,
  valid: z.boolean(),
  reason: invitationInvalidReasonSchema.optional(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** POST /invitations/{code}/accept: the new membership and a session in its community, as login answers. */
export const acceptedInvitationSchema = loginResponseSchema.extend({ membership: membershipSchema });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** POST /community/members/{userId}/password-reset-link: a one-time link, shown once. */
export const passwordResetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PasswordResetLink = z.infer<typeof passwordResetLinkSchema>;

/** POST /auth/password-reset: the link's token and the new password (the rules of sign-up). */
export const passwordResetBodySchema = z.object({
  token: z.string().min(1, 'El enlace no es válido').max(200, 'El enlace no es válido'),
  password: newPasswordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
