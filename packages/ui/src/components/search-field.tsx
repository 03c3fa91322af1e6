import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export interface SearchFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection'> {
  value: string;
  /** The text as typed. */
  onChange: (value: string) => void;
}

/** A list filter's free-text search: 'Buscar' with the magnifier, giving the text on each change. */
export function SearchField({ label = 'Buscar', value, onChange, ...props }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
