import { type ComboboxItem, type OptionsFilter, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useAuthorSearch } from '../api/search-post-authors';
import { type AuthorOption, authorFilterItems, postsCountLabel } from '../lib/author-filter';
import { postFallbacks } from '../lib/post-errors';
import classes from './author-filter-select.module.css';

/** How long the search waits after the last key before it asks the server. */
const AUTHOR_SEARCH_DELAY_MS = 300;

interface AuthorFilterSelectProps {
  /** The chosen author's id (the filter's authorId). */
  value: string | null;
  /** The chosen author's name, from where they were chosen (this select or 'Ver todas'). */
  selected: AuthorOption | null;
  onChange: (author: AuthorOption | null) => void;
}

/**
 * The 'Autor' filter (spec section 2): the people who have posted in the community (deleted posts
 * counted), most posts first, searched on the server as the user types (by name, e-mail or document,
 * accents ignored), former members included since their posts stay.
 * The list is asked for only once it is opened or something is typed.
 */
export function AuthorFilterSelect({ value, selected, onChange }: AuthorFilterSelectProps) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const chosen = value && selected?.value === value ? selected : null;
  // The chosen author's name in the box is not a search: the list then shows everyone again.
  const term = chosen && typed.trim() === chosen.label.trim() ? '' : typed.trim();
  const [debounced] = useDebouncedValue(term, AUTHOR_SEARCH_DELAY_MS);
  const found = useAuthorSearch(debounced, opened || debounced !== '');
  const fresh = found.isSuccess && !found.isPlaceholderData && debounced === term;
  const waiting = found.isFetching || debounced !== term;

  const { items, hidden } = useMemo(
    () => authorFilterItems({ found: found.data, fresh, typed: term, selected: chosen }),
    [found.data, fresh, term, chosen],
  );
  const byValue = useMemo(() => new Map(items.map((i) => [i.value, i])), [items]);
  // The server has already searched: the select only hides the chosen author when they were not found.
  const filter: OptionsFilter = ({ options }) =>
    options.filter((o) => !('value' in o) || !hidden.has(o.value));

  return (
    <Select
      label="Autor"
      placeholder="Todos los autores"
      data={items}
      value={value}
      onChange={(v, option: ComboboxItem | null) =>
        onChange(v && option ? { value: v, label: option.label } : null)
      }
      searchable
      onSearchChange={setTyped}
      onDropdownOpen={() => setOpened(true)}
      filter={filter}
      renderOption={({ option }) => {
        const choice = byValue.get(option.value)?.choice;
        return (
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="inherit" fs={option.disabled ? 'italic' : undefined}>
              {option.label}
            </Text>
            {/* The option's own colour (white on the keyboard's highlighted option): readable on both. */}
            {choice && (
              <Text size="xs" c="inherit">
                {postsCountLabel(choice.postsCount)}
              </Text>
            )}
          </div>
        );
      }}
      nothingFoundMessage={
        waiting ? 'Buscando autores…' : found.isError ? postFallbacks.searchAuthors : 'Ningún autor coincide'
      }
      clearable
      // Mantine hides the clear button from keyboards and screen readers: make it a named, focusable button.
      clearButtonProps={{ 'aria-label': 'Quitar el filtro de autor', 'aria-hidden': false, tabIndex: 0 }}
      // A few suggestions and 'escribe más para acotar' instead of a long list: nothing to scroll inside
      // the dropdown (a scrolled region there would be out of the keyboard's reach, and awkward on phones).
      withScrollArea={false}
      classNames={{ option: classes.option }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
