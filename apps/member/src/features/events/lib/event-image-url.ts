import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';

/** Where a stored event image is served (the image address rule, folder 'events'); '' without one. */
export function eventImageUrl(value: string | null | undefined): string {
  return value
    ? imageUrl(value, { base: LOCAL_UPLOADS_BASE, local: true, type: imageTypes.events, warn: () => {} })
    : '';
}
