import {
  EVENTS_LIMITS,
  type EventCategory,
  type EventStatus,
  eventBodySchema,
  eventMessages,
} from '@koinonia/shared/events/events.schemas';
import { isEventMomentPast } from '@koinonia/shared/events/events.time';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { checkImageFile, type ImageCheckMessages } from '@koinonia/ui/prepare-image';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';

/** The create/edit form's values, as the inputs hold them. */
export interface EventFormValues {
  title: string;
  summary: string;
  content: string;
  category: EventCategory;
  /** YYYY-MM-DD (a date input). */
  eventDate: string;
  /** HH:MM, 24-hour. */
  eventTime: string;
  location: string;
  address: string;
  /** A NumberInput's value: '' while empty. */
  capacity: number | string;
  /** '' = free ('Gratis'). */
  price: number | string;
  contactPhone: string;
  contactEmail: string;
  tags: string[];
  featured: boolean;
  status: EventStatus;
  organizer: string;
  requiresRegistration: boolean;
  /** YYYY-MM-DD or ''; used only when registration is required. */
  registrationDeadline: string;
  /** '1'..'4' (a Select's value). */
  priority: string;
  isActive: boolean;
  imageAlt: string;
}

export type EventFormErrors = FieldErrors<EventFormValues>;

/** The texts the form trims and sends only when not empty (null on edit, to clear them). */
const optionalTexts = ['address', 'contactPhone', 'contactEmail', 'organizer', 'imageAlt'] as const;

/** A new event (the spec's defaults), or the event's stored values (spec §4: edit starts from them). */
export function initialEventValues(event?: EventItem | null): EventFormValues {
  return {
    title: event?.title ?? '',
    summary: event?.summary ?? '',
    content: event?.content ?? '',
    category: event?.category ?? 'default',
    eventDate: event?.eventDate.slice(0, 10) ?? '',
    eventTime: event?.eventTime ?? '',
    location: event?.location ?? '',
    address: event?.address ?? '',
    capacity: event?.capacity ?? EVENTS_LIMITS.capacity.default,
    price: event?.price ?? '',
    contactPhone: event?.contactPhone ?? '',
    contactEmail: event?.contactEmail ?? '',
    tags: event?.tags ?? [],
    featured: event?.featured ?? false,
    status: event?.status ?? 'upcoming',
    organizer: event?.organizer ?? '',
    requiresRegistration: event?.requiresRegistration ?? false,
    registrationDeadline: event?.registrationDeadline?.slice(0, 10) ?? '',
    priority: String(event?.priority ?? EVENTS_LIMITS.priority.default),
    isActive: event?.isActive ?? true,
    imageAlt: event?.imageAlt ?? '',
  };
}

/** What is sent (JSON, or the same fields as multipart text). */
export type EventPayload = Record<string, string | number | boolean | string[] | null>;

function numberOrEmpty(value: number | string): number | string {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text === '' ? '' : Number(text);
}

/**
 * The body of a create (`mode: 'create'`: empty optional texts left out) or of an edit (`'edit'`:
 * empty optional texts sent as null, which clears them). The deadline goes only when registration is
 * required; the image's address only as null, to remove the stored image on edit.
 */
export function toEventPayload(
  values: EventFormValues,
  mode: 'create' | 'edit',
  removeImage = false,
): EventPayload {
  const payload: EventPayload = {
    title: values.title.trim(),
    summary: values.summary.trim(),
    content: values.content.trim(),
    category: values.category,
    eventDate: values.eventDate.trim(),
    eventTime: values.eventTime.trim(),
    location: values.location.trim(),
    capacity: numberOrEmpty(values.capacity),
    price: numberOrEmpty(values.price) === '' ? null : numberOrEmpty(values.price),
    tags: values.tags,
    featured: values.featured,
    status: values.status,
    requiresRegistration: values.requiresRegistration,
    priority: Number(values.priority),
    isActive: values.isActive,
  };
  for (const key of optionalTexts) {
    const text = values[key].trim();
    if (text) payload[key] = text;
    else if (mode === 'edit') payload[key] = null;
  }
  if (values.requiresRegistration) {
    const deadline = values.registrationDeadline.trim();
    if (deadline) payload.registrationDeadline = deadline;
    else if (mode === 'edit') payload.registrationDeadline = null;
  }
  if (removeImage && mode === 'edit') payload.imageUrl = null;
  return payload;
}

/**
 * The multipart body (spec §7): every field as text (tags as JSON text, null as ''), plus the image.
 * The image's address is never sent with a file.
 */
export function toEventFormData(payload: EventPayload, image: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'imageUrl') continue;
    if (Array.isArray(value)) form.append(key, JSON.stringify(value));
    else form.append(key, value === null ? '' : String(value));
  }
  form.append('imageFile', image, 'imagen.jpg');
  return form;
}

/**
 * The form's rules: the shared schema (the same as the server's) and the browser's "not in the past"
 * check, on create and on an edit that changed the date or the time.
 */
export function validateEvent(values: EventFormValues, original?: EventItem | null): EventFormErrors {
  const errors = schemaErrors<EventFormValues>(
    eventBodySchema,
    toEventPayload(values, original ? 'edit' : 'create'),
    firstPartField(values),
  );
  const changed =
    !original ||
    values.eventDate.trim() !== original.eventDate.slice(0, 10) ||
    values.eventTime.trim() !== original.eventTime;
  if (
    changed &&
    !errors.eventDate &&
    !errors.eventTime &&
    isEventMomentPast(values.eventDate.trim(), values.eventTime.trim())
  )
    errors.eventDate = eventMessages.inPast;
  return errors;
}

/** The spec's messages of the image checks (§5), in the order they are made. */
/** The shared image picker's checks, worded and limited as spec §5 and §9 say for events (3MB). */
export const eventImageMessages: ImageCheckMessages = {
  invalidType: eventMessages.imageType,
  tooLarge: eventMessages.imageTooLarge,
  maxBytes: EVENTS_LIMITS.imageMaxBytes,
};

/** The image chosen: an image type first, then at most 3MB (spec §9); null when it may be prepared. */
export function eventImageProblem(file: File): string | null {
  return checkImageFile(file, eventImageMessages);
}
