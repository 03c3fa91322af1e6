import { pageOf, paginationQuerySchema, queryBoolean } from '../common/pagination.schemas.ts';
import { userSchema } from '../users/users.schemas.ts';
import { z } from '../zod-setup.ts';

export const roles = ['COMMUNITY_ADMIN', 'SECTION_ADMIN', 'MEMBER', 'GUEST'] as const;
export const roleSchema = z.enum(roles, { error: 'El rol no es válido' });
export type Role = z.infer<typeof roleSchema>;

/** Roles that may use the administration dashboard. */
export const dashboardRoles: readonly Role[] = ['COMMUNITY_ADMIN', 'SECTION_ADMIN'];

/** Values of the statistics cards that double as filters on /users. */
export const statsFilters = [
  'total',
  'oficiales',
  'pastores',
  'ayudantes',
  'miembros',
  'invitados',
  'inactivos',
] as const;
const statsFilterSchema = z.enum(statsFilters, { error: 'El filtro no es válido' });
export type StatsFilter = z.infer<typeof statsFilterSchema>;

export const documentNumberSchema = z
  .string({ error: 'El número de documento es requerido' })
  .trim()
  .min(1, { error: 'El número de documento es requerido', abort: true })
  .max(20, 'El número de documento no puede superar 20 caracteres');

export const addMemberBodySchema = z.object({
  documentNumber: documentNumberSchema,
  role: roleSchema.default('MEMBER'),
});
export type AddMemberBody = z.infer<typeof addMemberBodySchema>;

export const changeRoleBodySchema = z.object({ role: roleSchema });

export const membersQuerySchema = paginationQuerySchema.extend({
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  includeInactive: queryBoolean.optional(),
  filter: statsFilterSchema.optional(),
});

/** A member's account, with the day they joined this community. */
const memberUserSchema = userSchema.extend({ memberSince: z.string() });

export const membershipSchema = z.object({
  id: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  joinedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: memberUserSchema,
  community: z.object({ name: z.string() }),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /community/members: a page of memberships. */
export const membersPageSchema = pageOf(membershipSchema);
export type MembersPage = z.infer<typeof membersPageSchema>;

export const memberDetailsSchema = membershipSchema;
export type MemberDetails = z.infer<typeof memberDetailsSchema>;

export const dashboardStatsSchema = z.object({
  totalUsuarios: z.number().int(),
  oficiales: z.number().int(),
  invitados: z.number().int(),
  miembrosInactivados: z.number().int(),
  desgloseRolesActivos: z.object({
    pastores: z.number().int(),
    ayudantes: z.number().int(),
    miembros: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const communityStatsSchema = z.object({
  totalMembers: z.number().int(),
  activeMembers: z.number().int(),
  inactiveMembers: z.number().int(),
  byRole: z.object({
    COMMUNITY_ADMIN: z.number().int(),
    SECTION_ADMIN: z.number().int(),
    MEMBER: z.number().int(),
    GUEST: z.number().int(),
  }),
  newThisMonth: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

/**
 * What a pastor learns of a registered person by document number: enough to add them, not to
 * contact them (the email is partly masked, no phone).
 */
export const userLookupSchema = z.object({
  name: userSchema.shape.name,
  emailHint: z.string(),
  documentNumber: userSchema.shape.documentNumber,
  membership: z.object({ id: z.string(), role: roleSchema, isActive: z.boolean() }).nullable(),
});
export type UserLookup = z.infer<typeof userLookupSchema>;

export const leaderOptionsQuerySchema = z.object({
  search: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres').optional(),
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(1000, 'El límite no puede superar 1000')
    .default(500),
});

export const leaderOptionSchema = userSchema.pick({ id: true, name: true, documentNumber: true });
export type LeaderOption = z.infer<typeof leaderOptionSchema>;

/**
 * The signed-in person's own account, with their role and community. `avatar`: the stored file name of
 * their photo (served at /api/avatars/{avatar}) or an http(s) address; null when they have none.
 */
export const userProfileSchema = userSchema.omit({ createdAt: true }).extend({
  avatar: z.string().nullable(),
  role: roleSchema,
  communityId: z.string(),
  community: z.object({ id: z.string(), name: z.string() }),
});
