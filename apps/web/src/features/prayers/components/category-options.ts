import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import { type PrayerCategory, prayerCategories } from '@koinonia/shared/prayers/prayers.schemas';

/** The category select's options: emoji and Spanish label (spec section 3). */
export const categoryOptions = prayerCategories.map((value: PrayerCategory) => ({
  value,
  label: `${prayerCategoryInfo[value].emoji} ${prayerCategoryInfo[value].label}`,
}));
