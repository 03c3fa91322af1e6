import { useSession } from '@koinonia/ui/use-session';

/** Requirements §0: deleting a course or an instructor is the pastor's (COMMUNITY_ADMIN); helpers get a 403. */
export function useCanDeleteSchool(): boolean {
  return useSession()?.user.role === 'COMMUNITY_ADMIN';
}
