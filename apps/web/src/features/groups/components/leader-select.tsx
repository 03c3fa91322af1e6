import type { LeaderOption } from '@koinonia/shared/members/members.schemas';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { LEADER_OPTIONS_LIMIT, useLeaderOptions } from '../api/get-leader-options';

export interface LeaderSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: string | null;
  onChange: (id: string | null) => void;
  /** People the group already has (leader, co-leader): always offered, even if not in the fetched list. */
  known: { id: string; name: string }[];
  /** An id not to offer (the co-leader list leaves out the chosen leader). */
  exclude?: string | null;
}

const optionLabel = (o: LeaderOption) => (o.documentNumber ? `${o.name} · ${o.documentNumber}` : o.name);

/**
 * A searchable select of active members, each labelled 'Nombre · documento'. The first 500 come at once;
 * when the community has more, what is typed is also searched on the server.
 */
export function LeaderSelect({ value, onChange, known, exclude, ...props }: LeaderSelectProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const base = useLeaderOptions();
  const truncated = (base.data?.length ?? 0) >= LEADER_OPTIONS_LIMIT;
  const selectedLabel = useMemo(() => {
    const all = base.data ?? [];
    const hit = all.find((o) => o.id === value);
    return hit ? optionLabel(hit) : known.find((k) => k.id === value)?.name;
  }, [base.data, known, value]);
  const searching = truncated && debounced !== '' && debounced !== selectedLabel;
  const searched = useLeaderOptions(debounced, searching);

  const data = useMemo(() => {
    const byId = new Map<string, string>();
    for (const o of [...(base.data ?? []), ...(searching ? (searched.data ?? []) : [])])
      byId.set(o.id, optionLabel(o));
    for (const k of known) if (!byId.has(k.id)) byId.set(k.id, k.name);
    return [...byId]
      .filter(([id]) => id !== exclude)
      .map(([id, label]) => ({ value: id, label }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }, [base.data, searched.data, searching, known, exclude]);

  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(v) => onChange(v)}
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={base.isPending ? 'Cargando miembros...' : 'No se encontraron miembros activos'}
      error={props.error ?? (base.isError ? 'No se pudieron cargar los miembros' : undefined)}
      // Mantine hides the clear button from keyboards and screen readers: make it a named, focusable button.
      clearButtonProps={
        props.clearable
          ? {
              'aria-label': `Quitar ${String(props.label ?? '').toLowerCase()}`,
              'aria-hidden': false,
              tabIndex: 0,
            }
          : undefined
      }
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
