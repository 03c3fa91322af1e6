import type { SessionUser } from '@koinonia/shared/auth/auth.schemas';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';

export const NO_PERMISSION_MESSAGE = 'No tienes los permisos necesarios para acceder a este panel.';
export const NO_COMMUNITY_MESSAGE =
  'Tu cuenta no está asociada a ninguna comunidad. Contacta al administrador.';

/**
 * Dashboard access rule (spec section 6): a COMMUNITY_ADMIN or SECTION_ADMIN role, a communityId and
 * the user type 'community'. Returns the Spanish refusal, or null when the user may enter.
 */
export function dashboardAccessError(user: SessionUser | null | undefined): string | null {
  if (!user) return NO_PERMISSION_MESSAGE;
  // Someone who signed up in the mobile app and was never added to a community has no role either:
  // telling them to contact the administrator is the useful answer.
  if (!user.communityId || user.type !== 'community') return NO_COMMUNITY_MESSAGE;
  if (!user.role || !dashboardRoles.includes(user.role)) return NO_PERMISSION_MESSAGE;
  return null;
}
