import { formatCount } from '@koinonia/ui/format-number';
import type { AuthorChoice, AuthorSearch } from '../api/search-post-authors';

/** An author as the filter shows it once chosen: id and name. */
export interface AuthorOption {
  value: string;
  label: string;
}

/** One entry of the author select: a person found, the chosen author, or the 'keep typing' hint. */
export interface AuthorFilterItem {
  value: string;
  label: string;
  disabled?: boolean;
  /** Under the name: their number of posts. */
  choice?: AuthorChoice;
}

/** The value of the disabled last entry saying that more people match. */
export const MORE_AUTHORS_VALUE = '__more__';

/** Lower case without accents, as the server's search compares. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface AuthorFilterInput {
  /** The server's answer being shown (the one of an earlier search while the next one comes). */
  found: AuthorSearch | undefined;
  /** Whether `found` answers what is typed now. */
  fresh: boolean;
  /** What is typed ('' when the box shows the chosen author's name). */
  typed: string;
  /** The chosen author, whose name must stay even when a search does not bring them. */
  selected: AuthorOption | null;
}

/**
 * The author select's entries and the values to hide from the open list. The chosen author is always
 * an entry (the select shows its name from the entries) but is listed only when the search found them.
 * An earlier answer shown while the next one comes is narrowed in the browser to what is typed, so
 * nobody who cannot match by name stays listed; a fresh answer is listed as the server gave it (it also
 * matches e-mails and documents), with a last disabled entry when more people match than were sent.
 */
export function authorFilterItems({ found, fresh, typed, selected }: AuthorFilterInput) {
  const wanted = foldText(typed);
  const choices = (found?.choices ?? []).filter(
    (c) => fresh || !wanted || foldText(c.label).includes(wanted),
  );
  const items: AuthorFilterItem[] = choices.map((choice) => ({
    value: choice.value,
    label: choice.label,
    choice,
  }));
  const hidden = new Set<string>();
  if (selected && !items.some((i) => i.value === selected.value)) {
    items.unshift({ value: selected.value, label: selected.label });
    hidden.add(selected.value);
  }
  if (fresh && found?.hasMore)
    items.push({
      value: MORE_AUTHORS_VALUE,
      label: `Hay más autores: ${wanted ? 'escribe más para acotar' : 'escribe para buscar'}`,
      disabled: true,
    });
  return { items, hidden };
}

/** Under an author's name: '1 publicación', '12 publicaciones'. */
export function postsCountLabel(count: number): string {
  return count === 1 ? '1 publicación' : `${formatCount(count)} publicaciones`;
}
