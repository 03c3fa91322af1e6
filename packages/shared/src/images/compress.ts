import { IMAGE_RULES, imageMessages } from './image-rules.ts';

/** The JPEG qualities tried in order (spec section 9): 0.8, then 0.6 down to the 0.3 floor. */
export const jpegQualities: readonly number[] = [IMAGE_RULES.quality, ...IMAGE_RULES.retryQualities];

/** The processed image is still over 500KB at the lowest quality. */
export class ProcessedImageTooLargeError extends Error {
  constructor(readonly sizeKB: number) {
    super(imageMessages.processedTooLarge(sizeKB));
  }
}

interface WithinLimit<T> {
  value: T;
  quality: number;
  bytes: number;
  sizeKB: number;
}

/**
 * Encodes at each quality in turn until the result is at most `maxKB` kilobytes, and answers the
 * first that fits; past the last quality it throws ProcessedImageTooLargeError with the spec's
 * message. Shared by the browser (canvas) and the server (sharp), so both follow the same steps.
 */
export async function encodeWithinLimit<T>(
  encode: (quality: number) => Promise<T>,
  sizeOf: (value: T) => number,
  options: { qualities?: readonly number[]; maxKB?: number } = {},
): Promise<WithinLimit<T>> {
  const qualities = options.qualities ?? jpegQualities;
  const maxBytes = (options.maxKB ?? IMAGE_RULES.maxProcessedKB) * 1024;
  let bytes = 0;
  for (const quality of qualities) {
    const value = await encode(quality);
    bytes = sizeOf(value);
    if (bytes <= maxBytes) return { value, quality, bytes, sizeKB: Math.round(bytes / 1024) };
  }
  throw new ProcessedImageTooLargeError(Math.round(bytes / 1024));
}

/** The largest size within the box that keeps the aspect ratio (never enlarging). */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const ratio = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}
