import type { Prayer, PrayerPerson } from '@koinonia/shared/prayers/prayers.schemas';

/** A person's full name as prayers carry it (first word and the rest). */
export function personName(person: Pick<PrayerPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName} ${person.lastName}`.trim().replace(/\s+/g, ' ');
}

export const ANONYMOUS_LABEL = 'Anónimo';
export const PASTOR_ONLY_HINT = 'Anónima: solo los pastores ven este nombre';

export interface AuthorView {
  /** The name shown on the card ('Anónimo' when the server hides the author). */
  name: string;
  /** An anonymous prayer whose author this caller (a pastor) sees: say that others do not. */
  pastorOnly: boolean;
}

/** Who asked for the prayer, as the card shows it. */
export function authorView(prayer: Pick<Prayer, 'user' | 'isAnonymous'>): AuthorView {
  if (!prayer.user) return { name: ANONYMOUS_LABEL, pastorOnly: false };
  return { name: personName(prayer.user) || ANONYMOUS_LABEL, pastorOnly: prayer.isAnonymous };
}

/** Where a person's photo is served for prayers (spec section 7: /api/avatars/{file}); '' for none. */
export function prayerAvatarUrl(avatar: string | null | undefined): string {
  if (!avatar) return '';
  if (/^https?:\/\//.test(avatar)) return avatar;
  return `/api/avatars/${encodeURIComponent(avatar.replace(/^.*\//, ''))}`;
}
