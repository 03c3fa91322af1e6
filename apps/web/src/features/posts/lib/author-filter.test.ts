import { describe, expect, it } from 'vitest';
import type { AuthorChoice } from '../api/search-post-authors';
import { authorFilterItems, foldText, MORE_AUTHORS_VALUE, postsCountLabel } from './author-filter';

const person = (value: string, label: string, postsCount = 3): AuthorChoice => ({
  value,
  label,
  postsCount,
});
const ana = person('u1', 'Ana Muñoz');
const jose = person('u2', 'José Pérez', 1);

describe('author filter entries', () => {
  it('folds accents and case like the server search', () => {
    expect(foldText('  José MUÑOZ ')).toBe('jose munoz');
  });

  it('says how many posts each author has', () => {
    expect(postsCountLabel(1)).toBe('1 publicación');
    expect(postsCountLabel(12)).toBe('12 publicaciones');
    expect(postsCountLabel(1500)).toMatch(/^1.500 publicaciones$/);
  });

  it('lists a fresh answer as the server gave it, with a hint when more people match', () => {
    const { items, hidden } = authorFilterItems({
      found: { choices: [ana, jose], hasMore: true },
      fresh: true,
      typed: 'demo',
      selected: null,
    });
    expect(items.map((i) => i.value)).toEqual(['u1', 'u2', MORE_AUTHORS_VALUE]);
    expect(items[2]).toMatchObject({ disabled: true, label: 'Hay más autores: escribe más para acotar' });
    expect(hidden.size).toBe(0);
    const browsing = authorFilterItems({
      found: { choices: [ana, jose], hasMore: true },
      fresh: true,
      typed: '',
      selected: null,
    });
    expect(browsing.items.at(-1)?.label).toBe('Hay más autores: escribe para buscar');
    const all = authorFilterItems({
      found: { choices: [ana, jose], hasMore: false },
      fresh: true,
      typed: '',
      selected: null,
    });
    expect(all.items.map((i) => i.value)).toEqual(['u1', 'u2']);
  });

  it('narrows an earlier answer to what is typed while the next one comes', () => {
    const { items } = authorFilterItems({
      found: { choices: [ana, jose], hasMore: true },
      fresh: false,
      typed: 'jose',
      selected: null,
    });
    expect(items.map((i) => i.value)).toEqual(['u2']);
  });

  it('keeps the chosen author as an entry, hidden from a search that did not bring them', () => {
    const chosen = { value: 'u9', label: 'Lucía Gómez' };
    const { items, hidden } = authorFilterItems({
      found: { choices: [ana], hasMore: false },
      fresh: true,
      typed: 'ana',
      selected: chosen,
    });
    expect(items[0]).toEqual(chosen);
    expect([...hidden]).toEqual(['u9']);
    // Found by the search: listed once, with what the server says of them.
    const again = authorFilterItems({
      found: { choices: [person('u9', 'Lucía Gómez')], hasMore: false },
      fresh: true,
      typed: 'lucia',
      selected: chosen,
    });
    expect(again.items.map((i) => i.value)).toEqual(['u9']);
    expect(again.hidden.size).toBe(0);
  });
});
