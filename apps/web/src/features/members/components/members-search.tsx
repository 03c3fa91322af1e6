import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface MembersSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box; the page debounces the value before asking the server. */
export function MembersSearch({ value, onChange }: MembersSearchProps) {
  return (
    <TextInput
      label="Buscar miembros"
      placeholder="Buscar por nombre, correo o documento"
      type="search"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Limpiar búsqueda" onClick={() => onChange('')} /> : null
      }
      maxLength={100}
    />
  );
}
