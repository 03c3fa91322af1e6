import type { PrayerValues, PrayResult, prayerPatchSchema } from '@koinonia/shared/prayers/prayers.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields, fieldsSet } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { isDashboard, readPrayer } from './prayers.service.ts';
import type { prayers } from './prayers.table.ts';
import * as wq from './prayers-write.queries.ts';

/**
 * Community prayers, the writes. Members (not guests) ask for prayer and edit, delete and add or delete
 * the testimony of their own; pastors and helpers may do all of it on any prayer of the community
 * (their writes are audited). Any active member, guests included, toggles praying. Every write locks
 * the prayer's row first; the community's counts follow by trigger in the same transaction
 * (prayers.table.ts).
 */

type PrayerRecord = typeof prayers.$inferSelect;
type PrayerPatch = z.output<typeof prayerPatchSchema>;

function assertMayWrite(caller: Caller) {
  if (caller.role === 'GUEST') throw new AppError('FORBIDDEN');
}

/** The author (unless a guest) or the dashboard may change or delete a prayer. */
function assertMayChange(caller: Caller, prayer: PrayerRecord) {
  if (isDashboard(caller)) return;
  if (caller.role === 'GUEST' || prayer.userId !== caller.userId) throw new AppError('FORBIDDEN');
}

/** The prayer's row, locked for the transaction, after checking the caller may change it. */
async function lockForChange(tx: Tx, caller: Caller, id: string) {
  const prayer = await wq.lockPrayer(tx, { communityId: caller.communityId, prayerId: id });
  if (!prayer) throw new AppError('PRAYER_NOT_FOUND');
  assertMayChange(caller, prayer);
  return prayer;
}

/** The audit of a dashboard write; the author is never recorded (an anonymous prayer stays anonymous). */
async function auditIfDashboard(tx: Tx, caller: Caller, entry: Parameters<typeof audit>[2]) {
  if (isDashboard(caller)) await audit(tx, caller, { ...entry, objectType: 'prayer' });
}

/** POST /community/prayers: the caller's prayer (guests may not ask). */
export async function createPrayer(deps: ServiceDeps, caller: Caller, values: PrayerValues) {
  assertMayWrite(caller);
  const id = await deps.db.transaction(async (tx) => {
    const row = await wq.insertPrayer(tx, {
      communityId: caller.communityId,
      userId: caller.userId,
      title: values.title,
      description: values.description,
      category: values.category,
      isAnonymous: values.isAnonymous,
    });
    await auditIfDashboard(tx, caller, {
      action: 'create',
      objectType: 'prayer',
      objectId: row.id,
      changes: fieldsSet({ ...values }),
    });
    return row.id;
  });
  return readPrayer(deps, caller, id);
}

/**
 * PATCH /community/prayers/{id}: the fields sent change, the rest stay. isAnswered true stamps
 * answeredAt when the prayer was unanswered (an answered one keeps its date); false clears it. Only the
 * author may change isAnonymous (PRAYER_ANONYMITY_FORBIDDEN; sending the stored value is no change).
 */
export async function updatePrayer(deps: ServiceDeps, caller: Caller, id: string, patch: PrayerPatch) {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  const communityId = caller.communityId;
  await deps.db.transaction(async (tx) => {
    const prayer = await lockForChange(tx, caller, id);
    if (
      patch.isAnonymous !== undefined &&
      patch.isAnonymous !== prayer.isAnonymous &&
      prayer.userId !== caller.userId
    )
      throw new AppError('PRAYER_ANONYMITY_FORBIDDEN');
    const values: Partial<PrayerRecord> = {};
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.description !== undefined) values.description = patch.description;
    if (patch.category !== undefined) values.category = patch.category;
    if (patch.isAnonymous !== undefined) values.isAnonymous = patch.isAnonymous;
    if (patch.isAnswered === true && !prayer.isAnswered) {
      values.isAnswered = true;
      values.answeredAt = new Date();
    }
    if (patch.isAnswered === false && prayer.isAnswered) {
      values.isAnswered = false;
      values.answeredAt = null;
    }
    if (Object.keys(values).length === 0) return;
    await wq.updatePrayer(tx, { communityId, prayerId: id, values });
    const { answeredAt: _, ...logged } = values;
    const changes = changedFields(
      Object.fromEntries(Object.keys(logged).map((k) => [k, prayer[k as keyof PrayerRecord]])),
      logged,
    );
    if (Object.keys(changes).length > 0)
      await auditIfDashboard(tx, caller, { action: 'update', objectType: 'prayer', objectId: id, changes });
  });
  return readPrayer(deps, caller, id);
}

/** DELETE /community/prayers/{id}: the prayer and its praying marks. */
export async function deletePrayer({ db }: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  const communityId = caller.communityId;
  await db.transaction(async (tx) => {
    await lockForChange(tx, caller, id);
    const row = await wq.deletePrayer(tx, { communityId, prayerId: id });
    if (!row) throw new AppError('PRAYER_NOT_FOUND');
    await auditIfDashboard(tx, caller, {
      action: 'delete',
      objectType: 'prayer',
      objectId: id,
      changes: fieldsSet({ title: row.title, category: row.category, isAnswered: row.isAnswered }),
    });
  });
}

/**
 * POST /community/prayers/{id}/testimony: only when the prayer has none (TESTIMONY_EXISTS). A testimony
 * tells how the prayer was answered, so it also marks it answered (answeredAt now, if it was not).
 */
export async function addTestimony(deps: ServiceDeps, caller: Caller, id: string, content: string) {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  const communityId = caller.communityId;
  await deps.db.transaction(async (tx) => {
    const prayer = await lockForChange(tx, caller, id);
    if (prayer.testimonyContent !== null) throw new AppError('TESTIMONY_EXISTS');
    const now = new Date();
    await wq.updatePrayer(tx, {
      communityId,
      prayerId: id,
      values: {
        testimonyContent: content,
        testimonyCreatedAt: now,
        isAnswered: true,
        answeredAt: prayer.answeredAt ?? now,
      },
    });
    await auditIfDashboard(tx, caller, {
      action: 'update',
      objectType: 'prayer',
      objectId: id,
      changes: {
        testimony: { from: null, to: fieldsSet({ content }).content },
        ...(prayer.isAnswered ? {} : { isAnswered: { from: false, to: true } }),
      },
    });
  });
  return readPrayer(deps, caller, id);
}

/** DELETE /community/prayers/{id}/testimony: only when there is one (TESTIMONY_NOT_FOUND); the prayer stays answered. */
export async function deleteTestimony(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const prayer = await lockForChange(tx, caller, id);
    if (prayer.testimonyContent === null) throw new AppError('TESTIMONY_NOT_FOUND');
    await wq.updatePrayer(tx, {
      communityId: caller.communityId,
      prayerId: id,
      values: { testimonyContent: null, testimonyCreatedAt: null },
    });
    await auditIfDashboard(tx, caller, {
      action: 'update',
      objectType: 'prayer',
      objectId: id,
      changes: { testimony: { from: fieldsSet({ content: prayer.testimonyContent }).content, to: null } },
    });
  });
  return readPrayer(deps, caller, id);
}

/**
 * POST /community/prayers/{id}/pray toggles the caller's mark, exact under double clicks and
 * concurrency: the prayer row is locked first (toggles of one prayer queue and see each other's result),
 * the mark is removed (DELETE … RETURNING) or added (INSERT … ON CONFLICT DO NOTHING on the unique
 * (prayer, user) key), and prayingCount moves by what that statement changed, in the same transaction.
 */
export async function togglePraying({ db }: ServiceDeps, caller: Caller, id: string): Promise<PrayResult> {
  if (!isUuid(id)) throw new AppError('PRAYER_NOT_FOUND');
  const key = { communityId: caller.communityId, prayerId: id };
  return db.transaction(async (tx) => {
    if (!(await wq.lockPrayer(tx, key))) throw new AppError('PRAYER_NOT_FOUND');
    const mark = { ...key, userId: caller.userId };
    if (await wq.deleteMark(tx, mark))
      return { isPraying: false, prayingCount: await wq.bumpPraying(tx, { ...key, by: -1 }) };
    const added = await wq.insertMark(tx, mark);
    return { isPraying: true, prayingCount: await wq.bumpPraying(tx, { ...key, by: added ? 1 : 0 }) };
  });
}
