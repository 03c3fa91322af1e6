import { imageUrl } from '@koinonia/shared/images/image-url';
import { useSession } from '@koinonia/ui/use-session';
import { useCallback, useEffect } from 'react';

/**
 * Builds the address of a stored news image (spec section 7, image address rule) from the
 * signed-in user's community. Without a communityId an error is logged and no preview shows
 * (spec section 6).
 */
export function useNewsImageUrl(): (value: string | null | undefined) => string {
  const communityId = useSession()?.user.communityId ?? null;
  useEffect(() => {
    if (!communityId) console.error('Noticias: la sesión no tiene communityId; no se muestran imágenes');
  }, [communityId]);
  return useCallback(
    (value) => {
      if (!value || !communityId) return '';
      return imageUrl(value, { base: '/uploads/', local: true, type: 'news', communityId });
    },
    [communityId],
  );
}
