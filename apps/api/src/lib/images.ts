import { encodeWithinLimit, ProcessedImageTooLargeError } from '@koinonia/shared/images/compress';
import { IMAGE_RULES } from '@koinonia/shared/images/image-rules';
import type Sharp from 'sharp';
import type { Metadata, OutputInfo } from 'sharp';
import { AppError } from './app-error.ts';

/**
 * sharp (libvips, a native addon), loaded on the first image rather than at the server's start: most
 * starts never process one.
 */
let loadingSharp: Promise<typeof Sharp> | undefined;
export function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then((m) => m.default as typeof Sharp);
  return loadingSharp;
}

export interface ProcessedImage {
  buffer: Buffer;
  width: number;
  height: number;
  sizeKB: number;
}

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * The most pixels an upload may have (a 10MB file can hold a huge, highly compressible image, and
 * decoding it takes its width × height × 4 bytes of memory): 40 megapixels. Every phone's photo as
 * it saves it by default (12 to 24 megapixels, also from 48 to 200 megapixel sensors, which bin
 * their pixels) and most cameras' fit, while one upload never needs more than about 160MB to decode
 * on a small server. The dashboard scales images to 800x600 in the browser before sending them
 * anyway. Checked on the header, before anything is decoded (docs/decisions/images.md).
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an upload by its content (never by its name or declared type) and re-encodes it as the
 * spec's section 9 says: at most 800x600, JPEG at 0.8, retried at 0.6 down to 0.3 while over 500KB
 * (the same steps as the browser, see encodeWithinLimit). Re-encoding also drops every metadata
 * block (EXIF, GPS, ICC comments). `limits.maxKB` exists for tests of the last refusal, which no
 * real 800x600 JPEG at quality 0.3 reaches. `limits.allowGif` also takes a GIF, re-encoded as JPEG.
 */
export async function processImage(
  input: Buffer,
  limits: { maxKB?: number; allowGif?: boolean } = {},
): Promise<ProcessedImage> {
  if (input.length > IMAGE_RULES.maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
  // An empty file is no image of any type: it could not be loaded (a failed copy or download).
  if (input.length === 0) throw new AppError('IMAGE_UNREADABLE');
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    // The header only, whatever size it claims (sharp's own limit would make a huge image look like
    // no image at all): the size is judged below, by our limit.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID_TYPE');
  }
  const { format } = header;
  // A GIF (its first frame) only where the caller accepts it: the school's instructors (spec §9).
  const accepted = format && (acceptedFormats.has(format) || (limits.allowGif && format === 'gif'));
  if (!accepted) throw new AppError('IMAGE_INVALID_TYPE');
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE');

  // Decoded, turned upright, scaled and flattened once; then only the JPEG encoding is retried.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(IMAGE_RULES.maxWidth, IMAGE_RULES.maxHeight, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('IMAGE_UNREADABLE');
  }
  const { width, height, channels } = pixels.info;
  try {
    const encoded = await encodeWithinLimit(
      (quality) =>
        sharp(pixels.data, { raw: { width, height, channels } })
          .jpeg({ quality: Math.round(quality * 100), mozjpeg: true })
          .toBuffer(),
      (buffer) => buffer.length,
      { maxKB: limits.maxKB ?? IMAGE_RULES.maxProcessedKB },
    );
    return { buffer: encoded.value, width, height, sizeKB: encoded.sizeKB };
  } catch (err) {
    if (err instanceof ProcessedImageTooLargeError)
      throw new AppError('IMAGE_PROCESSED_TOO_LARGE', err.message);
    throw new AppError('IMAGE_UNREADABLE');
  }
}

/** Decodes a base64 image (bare or a data: URL) with the upload size limit. */
export function decodeBase64Image(value: string): Buffer {
  const raw = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if ((raw.length * 3) / 4 > IMAGE_RULES.maxUploadBytes + 4) throw new AppError('IMAGE_TOO_LARGE');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(raw)) throw new AppError('IMAGE_INVALID_TYPE');
  return Buffer.from(raw, 'base64');
}
