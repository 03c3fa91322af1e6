import { SCHOOL_LIMITS } from '@koinonia/shared/school/school.schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp, processImage } from '../../lib/images.ts';
import { type FieldsAndImage, readJsonOrMultipart } from '../../plugins/uploads.ts';

/**
 * The school's images (spec §5, §9): a course's or an instructor's picture, at most 5MB, any image
 * sharp reads as JPEG, PNG or WebP (and GIF for instructors, spec §5's hint 'JPG, PNG, GIF'), stored
 * re-encoded as JPEG under uploads/courses/ or uploads/instructors/ with its row (withStoredImage).
 */

/** What a create or an edit sent (a course's multipart fields need courseFromFormFields). */
export type SchoolBodyInput = FieldsAndImage;

/** The body of a create or an edit: JSON, or multipart text fields plus an optional `image` file. */
export function schoolBodyOf(request: FastifyRequest, maxFields?: number) {
  return () => readJsonOrMultipart(request, 'image', { maxFields });
}

/** The shared pipeline's image refusals, as the school's own codes and messages. */
export function withSchoolImageErrors(err: unknown): unknown {
  if (!(err instanceof AppError)) return err;
  if (err.code === 'IMAGE_TOO_LARGE') return new AppError('SCHOOL_IMAGE_TOO_LARGE');
  if (err.code === 'IMAGE_INVALID_TYPE' || err.code === 'IMAGE_UNREADABLE')
    return new AppError('SCHOOL_IMAGE_INVALID_TYPE');
  return err;
}

/**
 * The upload checked before anything is written: the school's 5MB limit, and, where GIF is accepted,
 * a GIF turned into a JPEG here (the shared pipeline takes JPEG, PNG and WebP only, and re-encodes it
 * again within its limits).
 */
export async function checkedImage(image: Buffer | undefined, opts: { allowGif: boolean }) {
  if (!image) return undefined;
  if (image.length > SCHOOL_LIMITS.imageMaxBytes) throw new AppError('SCHOOL_IMAGE_TOO_LARGE');
  if (!opts.allowGif) return image;
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(image).metadata()).format;
  } catch {
    throw new AppError('SCHOOL_IMAGE_INVALID_TYPE');
  }
  if (format !== 'gif') return image;
  return (await processImage(image, { allowGif: true })).buffer;
}
