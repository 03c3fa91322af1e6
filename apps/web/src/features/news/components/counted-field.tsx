import { CountedField as Field } from '@koinonia/ui/components/counted-text-input';
import { requiredField } from '@koinonia/ui/required-field';
import { Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { lengthState } from '../lib/news-form';

interface CountedFieldProps {
  label: string;
  value: string;
  limits: { min: number; max: number };
  error?: string;
  multiline?: boolean;
  minRows?: number;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A required text field with a live x/max counter and valid (green) / invalid (red) styling. */
export function CountedField({
  label,
  value,
  limits,
  error,
  multiline,
  minRows,
  placeholder,
  onChange,
}: CountedFieldProps) {
  const state = lengthState(value, limits);
  const invalid = state.touched && !state.valid;
  const borderColor = error
    ? undefined
    : state.touched
      ? `var(--mantine-color-${state.valid ? 'teal' : 'red'}-6)`
      : undefined;
  const icon = state.touched ? (
    state.valid ? (
      <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
    ) : (
      <IconAlertCircle size={18} color="var(--mantine-color-red-7)" aria-hidden />
    )
  ) : null;
  return (
    <Field
      label={label}
      value={value}
      error={error}
      placeholder={placeholder}
      {...requiredField}
      rightSection={icon}
      data-valid={state.touched ? String(state.valid) : undefined}
      styles={{ input: { borderColor, borderWidth: state.touched ? 2 : undefined } }}
      counter={
        <Text component="span" size="xs" c={invalid ? 'red.8' : state.touched ? 'teal.9' : 'gray.7'}>
          {state.count}/{limits.max} caracteres (mínimo {limits.min})
        </Text>
      }
      onChange={onChange}
      {...(multiline ? { multiline, autosize: true, minRows: minRows ?? 2, maxRows: 12 } : {})}
    />
  );
}
