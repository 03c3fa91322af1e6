import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import { useSession } from '@koinonia/ui/use-session';
import { useCallback } from 'react';

/** Where a stored event image is served (the image address rule, folder 'events'). */
export function useEventImageUrl(): (value: string | null | undefined) => string {
  const communityId = useSession()?.user.communityId ?? null;
  return useCallback(
    (value) =>
      value
        ? imageUrl(value, {
            base: LOCAL_UPLOADS_BASE,
            local: true,
            type: imageTypes.events,
            communityId,
            warn: () => {},
          })
        : '',
    [communityId],
  );
}
