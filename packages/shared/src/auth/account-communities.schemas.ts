import { roleSchema } from '../members/members.schemas.ts';
import { z } from '../zod-setup.ts';

// The communities of a signed-in person and the switch between them (the members' app), kept apart
// from the login's schemas so that the dashboard's login page does not load them.

/** One of the signed-in person's active memberships, to pick the community the app shows. */
export const accountCommunitySchema = z.object({
  membershipId: z.string(),
  role: roleSchema,
  community: z.object({ id: z.string(), name: z.string() }),
  /** The membership the session is in. */
  current: z.boolean(),
});
export type AccountCommunity = z.infer<typeof accountCommunitySchema>;

/** GET /auth/communities: the active memberships, by community name. */
export const accountCommunitiesSchema = z.object({ items: z.array(accountCommunitySchema) });
export type AccountCommunities = z.infer<typeof accountCommunitiesSchema>;

/** POST /auth/switch-community: the community to continue in (answered as a login). */
export const switchCommunityBodySchema = z.object({
  communityId: z.uuid('La comunidad seleccionada no es válida'),
});
export type SwitchCommunityBody = z.infer<typeof switchCommunityBodySchema>;
