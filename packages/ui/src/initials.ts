/**
 * A person's initials, the one rule of every avatar without a photo: the first letter of their first
 * word and of their last word ('María López Gómez' → 'MG', 'Ana' → 'A'), '?' for no name.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
