import {
  EVENTS_LIMITS,
  type EventValues,
  eventBodySchema,
  eventMessages,
  eventPatchSchema,
} from '@koinonia/shared/events/events.schemas';
import { isEventMomentPastEverywhere } from '@koinonia/shared/events/events.time';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { imageTypes } from '@koinonia/shared/images/image-url';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import {
  createAudited,
  deleteWithImage,
  type ImageRemoval,
  updateAudited,
} from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import { sentFields, withReplacedImage } from '../../lib/replaced-images.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow, ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { FieldsAndImage } from '../../plugins/uploads.ts';
import { type EventRow, eventModel } from './events.queries.ts';
import { eventOrThrow } from './events.service.ts';
import * as wq from './events-write.queries.ts';

/**
 * Community events, the dashboard's writes (pastors and helpers, every one audited): create, edit,
 * delete, hide/show. A body is JSON or multipart (text fields, tags as JSON text, an optional
 * imageFile of at most 3MB, stored under uploads/events/ with its row, all or nothing).
 */

const IMAGE_TYPE = imageTypes.events;
const removal: ImageRemoval = { objectType: 'event', imageType: IMAGE_TYPE, notFound: 'EVENT_NOT_FOUND' };

/** What a create or an edit sent. */
export type EventBodyInput = FieldsAndImage;

/** The spec's own image messages (§5, §9) for the refusals of the upload and of the shared pipeline. */
function withEventImageMessages(err: unknown): unknown {
  if (err instanceof AppError && err.code === 'IMAGE_TOO_LARGE') return new AppError('EVENT_IMAGE_TOO_LARGE');
  if (err instanceof AppError && err.code === 'IMAGE_INVALID_TYPE')
    return new AppError('IMAGE_INVALID_TYPE', eventMessages.imageType);
  return err;
}

/** The events' own limit, before the image is processed or anything is written. */
function checkImageSize(image: Buffer | undefined) {
  if (image && image.length > EVENTS_LIMITS.imageMaxBytes) throw new AppError('EVENT_IMAGE_TOO_LARGE');
}

/** The stored fields of an event, as the schema's output (what a patch merges into). */
function valuesOf(row: EventRow): EventValues {
  return {
    title: row.title,
    summary: row.summary,
    content: row.content,
    category: row.category,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    location: row.location,
    address: row.address,
    capacity: row.capacity,
    price: row.price,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    tags: row.tags,
    featured: row.featured,
    status: row.status,
    organizer: row.organizer,
    requiresRegistration: row.requiresRegistration,
    registrationDeadline: row.registrationDeadline,
    priority: row.priority,
    isActive: row.isActive,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
  };
}

/** The deadline is kept only when registration is required, and may not fall after the event's day. */
function withDeadlineRule(values: EventValues): EventValues {
  const registrationDeadline = values.requiresRegistration ? values.registrationDeadline : null;
  if (registrationDeadline && registrationDeadline > values.eventDate)
    throw new ValidationError([{ path: 'registrationDeadline', message: eventMessages.deadlineAfterEvent }]);
  return { ...values, registrationDeadline };
}

/** What the audit log records of an event: its fields (the image by its address), not its counters. */
function auditedFields(item: EventItem) {
  const { id: _id, createdAt: _c, updatedAt: _u, interestedCount: _n, ...fields } = item;
  return fields;
}

/** An event as it answers, read in `db` (a write's transaction: what it just wrote). */
async function readEvent(db: Tx, caller: Caller, id: string) {
  const item = await eventModel.read(db, { communityId: caller.communityId }, id);
  if (!item) throw new AppError('EVENT_NOT_FOUND');
  return item;
}

/** POST /community/admin/events: 201 the event; the moment may not be past everywhere. */
export async function createEvent(deps: ServiceDeps, caller: Caller, read: () => Promise<EventBodyInput>) {
  try {
    const { data, image } = await read();
    const values = withDeadlineRule(parseOrThrow(eventBodySchema, data));
    if (isEventMomentPastEverywhere(values.eventDate, values.eventTime))
      throw new AppError('EVENT_MOMENT_IN_PAST');
    checkImageSize(image);
    return await withStoredImage(deps, IMAGE_TYPE, image, (tx, fileName) =>
      createAudited(tx, caller, {
        objectType: 'event',
        audited: auditedFields,
        insert: () =>
          wq.insertEvent(tx, {
            ...values,
            imageUrl: fileName ?? values.imageUrl ?? null,
            communityId: caller.communityId,
          }),
        read: (id) => readEvent(tx, caller, id),
      }),
    );
  } catch (err) {
    throw withEventImageMessages(err);
  }
}

/**
 * PATCH /community/admin/events/{id}: the fields sent change, the rest stay. The deadline rule is
 * checked on the merged event (registration off clears the deadline); "not in the past" only when the
 * date or the time change, so another field of a past event can still be edited. imageFile replaces
 * the image, imageUrl null removes it; the file it replaced is removed after the commit.
 */
export async function updateEvent(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  read: () => Promise<EventBodyInput>,
) {
  try {
    const { data, image } = await read();
    const patch = parseOrThrow(eventPatchSchema, data);
    checkImageSize(image);
    // A cheap refusal before an image is processed; the row is read again, locked, to be changed.
    await eventOrThrow(deps, caller, id);
    const key = { communityId: caller.communityId, eventId: id };
    return await withReplacedImage(deps, IMAGE_TYPE, image, async (tx, fileName) => {
      const current = await wq.lockEvent(tx, key);
      if (!current) throw new AppError('EVENT_NOT_FOUND');
      const merged = withDeadlineRule({ ...valuesOf(current), ...sentFields(patch) } as EventValues);
      const momentChanged = merged.eventDate !== current.eventDate || merged.eventTime !== current.eventTime;
      if (momentChanged && isEventMomentPastEverywhere(merged.eventDate, merged.eventTime))
        throw new AppError('EVENT_MOMENT_IN_PAST');
      const updated = await updateAudited(tx, caller, {
        objectType: 'event',
        audited: auditedFields,
        id,
        read: () => readEvent(tx, caller, id),
        write: async () => {
          const values = { ...merged, imageUrl: fileName ?? merged.imageUrl ?? null };
          if (!(await wq.updateEvent(tx, { ...key, values }))) throw new AppError('EVENT_NOT_FOUND');
        },
      });
      return { result: updated, image: updated.imageUrl, previousImage: current.imageUrl };
    });
  } catch (err) {
    throw withEventImageMessages(err);
  }
}

/** DELETE /community/admin/events/{id}: the event, its interests (cascade) and, after the commit, its image. */
export async function deleteEvent(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('EVENT_NOT_FOUND');
  await deleteWithImage(deps, caller, removal, id, {
    remove: (tx) => wq.deleteEvent(tx, { communityId: caller.communityId, eventId: id }),
    changes: (row) =>
      fieldsSet({
        title: row.title,
        eventDate: row.eventDate,
        status: row.status,
        interestedCount: row.interestedCount,
      }),
  });
}

/** PATCH /community/admin/events/{id}/toggle-active: hides a visible event, shows a hidden one. */
export async function toggleActive({ db }: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('EVENT_NOT_FOUND');
  const key = { communityId: caller.communityId, eventId: id };
  const row = await db.transaction(async (tx) => {
    const current = await wq.lockEvent(tx, key);
    if (!current) throw new AppError('EVENT_NOT_FOUND');
    await wq.updateEvent(tx, { ...key, values: { isActive: !current.isActive } });
    await audit(tx, caller, {
      action: current.isActive ? 'deactivate' : 'reactivate',
      objectType: 'event',
      objectId: id,
      changes: { isActive: { from: current.isActive, to: !current.isActive } },
    });
    return readEvent(tx, caller, id);
  });
  return row;
}
