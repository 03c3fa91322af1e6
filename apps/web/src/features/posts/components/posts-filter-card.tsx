import { POSTS_LIMITS, type PostType } from '@koinonia/shared/posts/posts.schemas';
import { DateRangeFields } from '@koinonia/ui/components/date-range-fields';
import { SearchField } from '@koinonia/ui/components/search-field';
import { Button, Chip, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FilterFold } from '../../../components/filter-fold';
import type { PostTypeOption } from '../api/get-post-types';
import type { AuthorOption } from '../lib/author-filter';
import {
  activeFilterCount,
  emptyFilters,
  filterErrors,
  type PostsFilters,
  toggleType,
} from '../lib/posts-filters';
import { AuthorFilterSelect } from './author-filter-select';
import { typeVisuals } from './post-type-visuals';

interface PostsFilterCardProps {
  filters: PostsFilters;
  onChange: (filters: PostsFilters) => void;
  types: PostTypeOption[];
  /** The chosen author's name (the filter keeps only the id). */
  author: AuthorOption | null;
  /** Told of the author chosen in the select, before the filters change. */
  onAuthorChosen: (author: AuthorOption) => void;
}

/** How long the search waits after the last key before it filters. */
const SEARCH_DELAY_MS = 350;

/**
 * The filter card (spec section 2): type, search, date range and author, and the quick-filter chips. On
 * a phone it folds behind 'Filtros (n)', so the grid starts in the first screen.
 */
export function PostsFilterCard({ filters, onChange, types, author, onAuthorChosen }: PostsFilterCardProps) {
  const [search, setSearch] = useState(filters.search);
  const errors = filterErrors({ ...filters, search });

  // The search is sent once typing pauses; a reset from outside (Limpiar filtros) empties the box.
  useEffect(() => setSearch(filters.search), [filters.search]);
  useEffect(() => {
    if (search === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const set = <K extends keyof PostsFilters>(key: K, value: PostsFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const quick = types.slice(0, POSTS_LIMITS.quickFilterTypes);
  const inUse = activeFilterCount({ ...filters, search });

  return (
    <FilterFold count={inUse}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label="Filtros">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <Select
              label="Tipo"
              placeholder="Todos los tipos"
              data={types}
              value={filters.type}
              onChange={(v) => set('type', (v as PostType | null) ?? null)}
              clearable
              clearButtonProps={{ 'aria-label': 'Quitar el filtro de tipo' }}
              comboboxProps={{ withinPortal: true }}
            />
            <SearchField
              placeholder="Título o mensaje"
              value={search}
              onChange={setSearch}
              error={errors.search}
              type="search"
            />
            <DateRangeFields
              from={filters.dateFrom}
              to={filters.dateTo}
              onFromChange={(v) => set('dateFrom', v)}
              onToChange={(v) => set('dateTo', v)}
              fromError={errors.dateFrom}
              toError={errors.dateTo}
            />
            <AuthorFilterSelect
              value={filters.authorId}
              selected={author}
              onChange={(chosen) => {
                if (chosen) onAuthorChosen(chosen);
                set('authorId', chosen?.value ?? null);
              }}
            />
          </SimpleGrid>
          <Group gap="xs" justify="space-between" align="center" wrap="wrap">
            <Group gap={6} role="group" aria-label="Filtros rápidos por tipo" wrap="wrap">
              <Text size="sm" c="gray.7" component="span" aria-hidden>
                Rápidos:
              </Text>
              {quick.map((t) => {
                const v = typeVisuals(t.value, t.label);
                return (
                  <Chip
                    key={t.value}
                    size="sm"
                    variant="outline"
                    color="violet"
                    checked={filters.type === t.value}
                    onChange={() => onChange(toggleType(filters, t.value))}
                    icon={<v.Icon size={14} aria-hidden />}
                  >
                    {t.label}
                  </Chip>
                );
              })}
            </Group>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => onChange(emptyFilters)}
              disabled={inUse === 0}
            >
              Limpiar filtros
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FilterFold>
  );
}
