import {
  type Prayer,
  type PrayerCategory,
  type PrayerPatch,
  prayerBodySchema,
  prayerPatchSchema,
  testimonyBodySchema,
} from '@koinonia/shared/prayers/prayers.schemas';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';

/** The new/edit form's values, as the inputs hold them. */
export interface PrayerFormValues {
  title: string;
  description: string;
  category: PrayerCategory | '';
  isAnonymous: boolean;
  /** Edit only: 'Marcar como respondida'. */
  isAnswered: boolean;
}

/** The form of a new prayer (empty), or of an existing one (its values). */
export function initialPrayerValues(prayer?: Prayer | null): PrayerFormValues {
  if (!prayer) return { title: '', description: '', category: '', isAnonymous: false, isAnswered: false };
  return {
    title: prayer.title,
    description: prayer.description,
    category: prayer.category,
    isAnonymous: prayer.isAnonymous,
    isAnswered: prayer.isAnswered,
  };
}

/** POST /community/prayers: the create body (the schema trims the texts). */
export function toCreateBody(values: PrayerFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    isAnonymous: values.isAnonymous,
  };
}

/**
 * PATCH /community/prayers/{id}: only what changed. The anonymity is sent only by its author (the
 * server refuses anyone else's change with PRAYER_ANONYMITY_FORBIDDEN).
 */
export function toPatchBody(values: PrayerFormValues, prayer: Prayer): PrayerPatch {
  const patch: PrayerPatch = {};
  if (values.title.trim() !== prayer.title) patch.title = values.title;
  if (values.description.trim() !== prayer.description) patch.description = values.description;
  if (values.category && values.category !== prayer.category) patch.category = values.category;
  if (prayer.isMine && values.isAnonymous !== prayer.isAnonymous) patch.isAnonymous = values.isAnonymous;
  if (values.isAnswered !== prayer.isAnswered) patch.isAnswered = values.isAnswered;
  return patch;
}

/** The create rules: the same shared schema as the API. */
export function validateNewPrayer(values: PrayerFormValues): FieldErrors<PrayerFormValues> {
  return schemaErrors<PrayerFormValues>(prayerBodySchema, toCreateBody(values), firstPartField(values));
}

/** The edit rules: every field is checked (a title emptied is refused even if the rest is unchanged). */
export function validatePrayerEdit(values: PrayerFormValues): FieldErrors<PrayerFormValues> {
  return schemaErrors<PrayerFormValues>(
    prayerPatchSchema,
    { ...toCreateBody(values), category: values.category || undefined, isAnswered: values.isAnswered },
    firstPartField(values),
  );
}

/**
 * After an edit saved with 'Marcar como respondida' on a prayer without a testimony, the screen
 * suggests adding one (spec section 4).
 */
export function suggestsTestimony(values: PrayerFormValues, prayer: Prayer): boolean {
  return values.isAnswered && !prayer.testimony;
}

export interface TestimonyValues {
  content: string;
}

export function validateTestimony(values: TestimonyValues): FieldErrors<TestimonyValues> {
  return schemaErrors<TestimonyValues>(testimonyBodySchema, values, firstPartField(values));
}
