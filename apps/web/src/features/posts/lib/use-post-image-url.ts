import { imageUrl } from '@koinonia/shared/images/image-url';
import { useSession } from '@koinonia/ui/use-session';
import { useCallback } from 'react';

/** Where a stored post image or avatar is served (spec section 7: folders 'community-posts' and 'avatars'). */
export function usePostImageUrl(): (
  value: string | null | undefined,
  folder?: 'community-posts' | 'avatars',
) => string {
  const communityId = useSession()?.user.communityId ?? null;
  return useCallback(
    (value, folder = 'community-posts') =>
      value
        ? imageUrl(value, { base: '/uploads/', local: true, type: folder, communityId, warn: () => {} })
        : '',
    [communityId],
  );
}
