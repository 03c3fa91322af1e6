import { calendarDay, isBeforeToday, isSliceCard } from '@koinonia/shared/news/news.helpers';
import { NEWS_LIMITS, type NewsItem, newsFieldsSchema } from '@koinonia/shared/news/news.schemas';
import { errorMessages, type FieldErrors, pathParts, schemaErrors } from '@koinonia/ui/schema-form';
import type { NewsPayload } from './news-payload';

/** The form's own state: strings as the inputs hold them. */
export interface NewsFormValues {
  title: string;
  summary: string;
  content: string;
  priority: string;
  category: string | null;
  tags: string[];
  imageAlt: string;
  publishedAt: string;
  eventTime: string;
  location: string;
  contactPerson: string;
  whatsappNumber: string;
  isActive: boolean;
}

export type NewsFormErrors = FieldErrors<NewsFormValues>;

export const pastDateMessage = 'La fecha del evento no puede ser anterior a hoy';

export function initialValues(item?: NewsItem | null): NewsFormValues {
  return {
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    content: item?.content ?? '',
    priority: String(item?.priority ?? NEWS_LIMITS.priority.default),
    category: item?.category ?? null,
    tags: item?.tags ?? [],
    imageAlt: item?.imageAlt ?? '',
    publishedAt: item?.publishedAt?.slice(0, 10) ?? '',
    eventTime: item?.eventTime ?? '',
    location: item?.location ?? '',
    contactPerson: item?.contactPerson ?? '',
    whatsappNumber: item?.whatsappNumber ?? '',
    isActive: item?.isActive ?? true,
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function toPayload(values: NewsFormValues): NewsPayload {
  const priority = Number(values.priority);
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    content: values.content.trim(),
    priority,
    imageAlt: orNull(values.imageAlt),
    isActive: values.isActive,
    publishedAt: orNull(values.publishedAt),
    eventTime: orNull(values.eventTime),
    location: orNull(values.location),
    contactPerson: orNull(values.contactPerson),
    whatsappNumber: orNull(values.whatsappNumber),
    viewType: 'BOTH',
    isSliceCard: isSliceCard(priority),
    category: values.category || null,
    tags: values.tags,
  };
}

/**
 * The form rules (the same schema as the server) plus the event date rule. The date rule applies
 * when the date is new or changed, so an edit of a past event can still be saved.
 */
export function validateNews(
  values: NewsFormValues,
  originalDate?: string | null,
): { errors: NewsFormErrors; messages: string[] } {
  // Every issue counts, under its first path part (a field of the form, or of the payload only).
  const errors = schemaErrors<NewsFormValues>(
    newsFieldsSchema,
    { ...toPayload(values), priority: values.priority === '' ? undefined : values.priority },
    (path) => (pathParts(path)[0] ?? '') as keyof NewsFormValues,
  );
  const date = values.publishedAt.trim();
  if (date && date !== (originalDate ?? '').slice(0, 10) && isBeforeToday(date) && !errors.publishedAt)
    errors.publishedAt = pastDateMessage;
  return { errors, messages: errorMessages(errors) };
}

/** The length state of a counted text field: its count, and whether it is within the rule. */
export function lengthState(value: string, limits: { min: number; max: number }) {
  const length = value.trim().length;
  return {
    count: value.length,
    valid: length >= limits.min && length <= limits.max,
    touched: value.length > 0,
  };
}

/** Today in the person's own time zone (YYYY-MM-DD), the earliest date the form accepts. */
export function todayIso(now: Date = new Date()): string {
  return calendarDay(now);
}
