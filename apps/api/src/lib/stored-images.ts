import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { classifyDbError } from './db-errors.ts';
import { processImage } from './images.ts';
import type { ServiceDeps } from './service-deps.ts';
import type { ImageStorage } from './storage.ts';

/** Which of these file names committed rows hold. */
export type ReferencedNames = (db: Db, names: string[]) => Promise<string[]>;

/**
 * By image type (its folder under uploads/), how to find the rows that name its files: what the
 * sweep of the staging folder asks. One line per domain, in modules/image-references.ts.
 */
export type ImageReferences = Readonly<Record<string, ReferencedNames>>;

/** A registry line for a table that names its image in one column. */
export function namesIn(column: AnyPgColumn): ReferencedNames {
  return async (db, names) => {
    const rows = await db.select({ name: column }).from(column.table).where(inArray(column, names));
    return rows.map((row) => String(row.name));
  };
}

/**
 * Stores an uploaded image with the row that names it, all or nothing. The image is processed
 * before anything is written, then staged (written where it is never served), then `work` writes
 * the row in a transaction; once that transaction has committed the file is promoted (renamed to
 * uploads/<type>/<name>), and if it fails the staged file is removed. After a crash in between, the
 * file is still staged: sweepStagedImages, at the next start, promotes it if its row committed and
 * removes it otherwise. `work` gets the file name to store, or null when there is no image.
 */
export async function withStoredImage<T>(
  deps: ServiceDeps,
  type: string,
  image: Buffer | undefined,
  work: (tx: Tx, fileName: string | null) => Promise<T>,
): Promise<T> {
  const processed = image ? await processImage(image) : undefined;
  if (!processed) return deps.db.transaction((tx) => work(tx, null));
  const fileName = deps.storage.newName('jpg');
  let committing = false;
  let result: T;
  try {
    await deps.storage.stage(type, fileName, processed.buffer);
    result = await deps.db.transaction(async (tx) => {
      const value = await work(tx, fileName);
      committing = true;
      return value;
    });
  } catch (err) {
    if (committing && classifyDbError(err)?.code === 'DATABASE_UNAVAILABLE') {
      // The connection was lost during COMMIT: the row may have committed or not. The file stays
      // staged, and the sweep at the next start keeps it or removes it by what the database says.
      deps.log.warn({ type, file: fileName }, 'commit of a row with an image unconfirmed: image left staged');
    } else {
      await deps.storage
        .discard(type, fileName)
        .catch((e) => deps.log.warn({ err: e, type }, 'could not remove the staged image of a failed write'));
    }
    throw err;
  }
  try {
    await deps.storage.promote(type, fileName);
  } catch (err) {
    // The row is saved: answering an error would make the client save it twice. The next start's
    // sweep promotes the file.
    deps.log.error({ err, type, file: fileName }, 'could not promote a saved image; it stays staged');
  }
  return result;
}

export interface SweepResult {
  /** type/name of the staged files whose rows had committed, now in their folder. */
  promoted: string[];
  /** type/name of the staged files no row names, removed. */
  removed: string[];
  /**
   * type/name of stored files no row names any more, removed: a replaced or deleted image whose
   * removal after the commit a crash interrupted.
   */
  orphans: string[];
}

/**
 * Settles what a crash left in the staging folder: a staged file that a committed row names is
 * promoted (the crash came between the commit and the rename), any other is removed. Run at start,
 * before the server takes requests (no write of this process is in flight then).
 */
export async function sweepStagedImages(
  db: Db,
  storage: ImageStorage,
  references: ImageReferences,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<SweepResult> {
  const result: SweepResult = { promoted: [], removed: [], orphans: [] };
  const referencedOf = async (find: ReferencedNames | undefined, names: string[]) => {
    const referenced = new Set<string>();
    for (let i = 0; find && i < names.length; i += 1000) {
      for (const name of await find(db, names.slice(i, i + 1000))) referenced.add(name);
    }
    return referenced;
  };
  for (const [type, names] of await storage.staged()) {
    const find = references[type];
    if (!find && names.length > 0)
      log.warn({ type }, 'staged images of a type no domain registered (modules/image-references.ts)');
    const referenced = await referencedOf(find, names);
    for (const name of names) {
      if (referenced.has(name)) {
        await storage.promote(type, name);
        result.promoted.push(`${type}/${name}`);
      } else {
        await storage.discard(type, name);
        result.removed.push(`${type}/${name}`);
      }
    }
  }
  // Stored files no row names (only of registered types: another folder is not ours to judge).
  for (const [type, find] of Object.entries(references)) {
    const names = await storage.stored(type);
    const referenced = await referencedOf(find, names);
    for (const name of names) {
      if (referenced.has(name)) continue;
      await storage.remove(type, name);
      result.orphans.push(`${type}/${name}`);
    }
  }
  if (result.promoted.length > 0 || result.removed.length > 0 || result.orphans.length > 0)
    log.info(
      { promoted: result.promoted.length, removed: result.removed.length, orphans: result.orphans.length },
      'staged images settled after an interrupted run',
    );
  return result;
}
