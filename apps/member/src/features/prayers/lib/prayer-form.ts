import {
  type Prayer,
  type PrayerBody,
  type PrayerCategory,
  type PrayerPatch,
  prayerBodySchema,
  testimonyBodySchema,
} from '@koinonia/shared/prayers/prayers.schemas';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';

/** 'Pedir oración' and its edit: the values as the inputs hold them. */
export interface PrayerFormValues {
  title: string;
  description: string;
  category: PrayerCategory | '';
  isAnonymous: boolean;
}

export function initialPrayerValues(prayer?: Prayer | null): PrayerFormValues {
  if (!prayer) return { title: '', description: '', category: '', isAnonymous: false };
  return {
    title: prayer.title,
    description: prayer.description,
    category: prayer.category,
    isAnonymous: prayer.isAnonymous,
  };
}

/** POST /community/prayers: the body (the schema trims the texts). */
export function toPrayerBody(values: PrayerFormValues): PrayerBody {
  return {
    title: values.title,
    description: values.description,
    category: values.category as PrayerCategory,
    isAnonymous: values.isAnonymous,
  };
}

/** PATCH /community/prayers/{id}: only what changed. */
export function toPrayerPatch(values: PrayerFormValues, prayer: Prayer): PrayerPatch {
  const patch: PrayerPatch = {};
  if (values.title.trim() !== prayer.title) patch.title = values.title;
  if (values.description.trim() !== prayer.description) patch.description = values.description;
  if (values.category && values.category !== prayer.category) patch.category = values.category;
  if (values.isAnonymous !== prayer.isAnonymous) patch.isAnonymous = values.isAnonymous;
  return patch;
}

/** The rules of the API's own schema (an edit sends every field through the same rules). */
export function validatePrayer(values: PrayerFormValues): FieldErrors<PrayerFormValues> {
  return schemaErrors<PrayerFormValues>(prayerBodySchema, toPrayerBody(values), firstPartField(values));
}

export interface TestimonyValues {
  content: string;
}

export function validateTestimony(values: TestimonyValues): FieldErrors<TestimonyValues> {
  return schemaErrors<TestimonyValues>(testimonyBodySchema, values, firstPartField(values));
}
