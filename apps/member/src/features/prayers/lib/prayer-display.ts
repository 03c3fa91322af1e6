import type { Prayer, PrayerPerson } from '@koinonia/shared/prayers/prayers.schemas';

/** A person's name as prayers show it. */
export const personName = (person: PrayerPerson) => `${person.firstName} ${person.lastName}`.trim();

/**
 * Who asked, as the person reading sees it: the author's name; for an anonymous prayer nobody's name
 * (the API sends none), and its author reads that it is theirs.
 */
export function askedBy(prayer: Prayer): string {
  if (prayer.user) return prayer.isMine ? 'Tu petición' : personName(prayer.user);
  return prayer.isMine ? 'Tu petición (anónima)' : 'Anónimo';
}

/** '12 personas están orando', '1 persona está orando', 'Nadie está orando todavía'. */
export function prayingCountText(count: number): string {
  if (count === 0) return 'Nadie está orando todavía';
  return count === 1 ? '1 persona está orando' : `${count} personas están orando`;
}
