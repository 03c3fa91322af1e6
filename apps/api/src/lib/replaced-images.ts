import type { Tx } from '../db/client.ts';
import type { ServiceDeps } from './service-deps.ts';
import { withStoredImage } from './stored-images.ts';

/** The fields a patch sends: those left out (undefined) keep their stored values. */
export function sentFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What a change of a row that names an image answers: its result, and the file the row names now and before. */
export interface ImageChange<T> {
  result: T;
  image: string | null;
  previousImage: string | null;
}

/**
 * Changes a row that names an image (withStoredImage: a new image is stored with the row, all or
 * nothing); once the change has committed, the file it no longer names (replaced or removed) is removed.
 */
export async function withReplacedImage<T>(
  deps: ServiceDeps,
  type: string,
  image: Buffer | undefined,
  work: (tx: Tx, fileName: string | null) => Promise<ImageChange<T>>,
): Promise<T> {
  const done = await withStoredImage(deps, type, image, work);
  if (done.image !== done.previousImage) await deps.storage.remove(type, done.previousImage);
  return done.result;
}
