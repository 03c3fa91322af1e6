import { useSession } from '@koinonia/ui/use-session';

/**
 * Who may write in the community: members and up post and comment; guests read and like only (the
 * API refuses them too). `userId` tells one's own posts and comments.
 */
export function useWriter(): { userId: string | null; mayWrite: boolean } {
  const user = useSession()?.user;
  return { userId: user?.id ?? null, mayWrite: !!user && user.role !== 'GUEST' && user.role !== null };
}

export const GUEST_EXPLANATION =
  'Los invitados pueden leer y dar «Me gusta». Para publicar o comentar, pide a tu pastor que confirme tu membresía.';
