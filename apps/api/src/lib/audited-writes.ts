import type { AuditObjectType } from '@koinonia/shared/audit/audit.constants';
import type { ErrorCode } from '@koinonia/shared/errors';
import type { Tx } from '../db/client.ts';
import type { Caller } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';
import { audit, changedFields, fieldsSet } from './audit.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * The administrators' writes of one item, each with its audit entry in the same transaction. `audited`
 * picks what the log keeps of an item (its own fields, not computed totals).
 */
interface AuditedItem<T> {
  objectType: AuditObjectType;
  audited: (item: T) => Record<string, unknown>;
}

/** Adds an item: `insert` answers its id, `read` the item as answered; the log keeps the fields set. */
export async function createAudited<T>(
  tx: Tx,
  caller: Caller,
  {
    objectType,
    audited,
    insert,
    read,
  }: AuditedItem<T> & {
    insert: () => Promise<string>;
    read: (id: string) => Promise<T>;
  },
): Promise<T> {
  const id = await insert();
  const item = await read(id);
  await audit(tx, caller, { action: 'create', objectType, objectId: id, changes: fieldsSet(audited(item)) });
  return item;
}

/**
 * Changes an item: read before (unless the caller has just read it: `before`) and after `write`; the
 * log keeps the fields that changed.
 */
export async function updateAudited<T>(
  tx: Tx,
  caller: Caller,
  {
    objectType,
    audited,
    id,
    before: known,
    read,
    write,
  }: AuditedItem<T> & {
    id: string;
    before?: T;
    read: () => Promise<T>;
    write: () => Promise<unknown>;
  },
): Promise<T> {
  const before = known ?? (await read());
  await write();
  const updated = await read();
  const changes = changedFields(audited(before), audited(updated));
  await audit(tx, caller, { action: 'update', objectType, objectId: id, changes });
  return updated;
}

/** What deleteWithImage needs of a domain: its audit type, its images' folder, its not-found error. */
export interface ImageRemoval {
  objectType: AuditObjectType;
  imageType: string;
  notFound: ErrorCode;
}

/**
 * Deletes an item that may name a stored image: `remove` deletes the row (after its own checks),
 * answering it, or undefined when there is none (`notFound`). The log keeps `changes` of the deleted
 * row; its image is removed once the transaction has committed.
 */
export async function deleteWithImage<R extends { imageUrl: string | null }>(
  { db, storage }: ServiceDeps,
  caller: Caller,
  { objectType, imageType, notFound }: ImageRemoval,
  id: string,
  {
    remove,
    changes,
  }: {
    remove: (tx: Tx) => Promise<R | undefined>;
    changes: (row: R) => Record<string, unknown>;
  },
): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const row = await remove(tx);
    if (!row) throw new AppError(notFound);
    await audit(tx, caller, { action: 'delete', objectType, objectId: id, changes: changes(row) });
    return row;
  });
  await storage.remove(imageType, deleted.imageUrl);
}
