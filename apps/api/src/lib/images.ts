import { IMAGE_RULES, imageMessages } from '@koinonia/shared/news/news.constants';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

export interface ProcessedImage {
  buffer: Buffer;
  width: number;
  height: number;
  sizeKB: number;
}

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (never by its name or declared type) and re-encodes it as the
 * spec's section 9 says: at most 800x600, JPEG at 0.8, retried at lower qualities down to 0.3 while
 * over 500KB. Re-encoding also drops every metadata block (EXIF, GPS, ICC comments).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_RULES.maxUploadBytes) throw new AppError('IMAGE_TOO_LARGE');
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError('IMAGE_INVALID_TYPE');
  }
  if (!format || !acceptedFormats.has(format)) throw new AppError('IMAGE_INVALID_TYPE');

  let last: ProcessedImage | undefined;
  for (const quality of [IMAGE_RULES.quality, ...IMAGE_RULES.retryQualities]) {
    try {
      const { data, info } = await sharp(input, { failOn: 'error' })
        .rotate()
        .resize(IMAGE_RULES.maxWidth, IMAGE_RULES.maxHeight, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: Math.round(quality * 100), mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      last = { buffer: data, width: info.width, height: info.height, sizeKB: Math.round(data.length / 1024) };
    } catch {
      throw new AppError('IMAGE_UNREADABLE');
    }
    if (last.sizeKB <= IMAGE_RULES.maxProcessedKB) return last;
  }
  throw new AppError('IMAGE_PROCESSED_TOO_LARGE', imageMessages.processedTooLarge(last!.sizeKB));
}

/** Decodes a base64 image (bare or a data: URL) with the upload size limit. */
export function decodeBase64Image(value: string): Buffer {
  const raw = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if ((raw.length * 3) / 4 > IMAGE_RULES.maxUploadBytes + 4) throw new AppError('IMAGE_TOO_LARGE');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(raw)) throw new AppError('IMAGE_INVALID_TYPE');
  return Buffer.from(raw, 'base64');
}
