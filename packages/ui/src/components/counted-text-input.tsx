import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type TextSchema, textLimit, tooLongMessage } from '../text-limit';

const wrapperOrder: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

export type CountedFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'maxLength' | 'description'> & {
  value: string;
  onChange: (value: string) => void;
  /** The live counter, under the input (its description), above the error. */
  counter: ReactNode;
  /** A multi-line text (a textarea); the textarea's own props (autosize, rows) only then. */
  multiline?: boolean;
};

/**
 * A text field with a live counter under it. Nothing is cut at the limit (no `maxLength`): a longer
 * text, typed or pasted, stays as it is and the form's validation refuses it.
 */
export function CountedField({ value, onChange, counter, multiline, ...rest }: CountedFieldProps) {
  const common = {
    value,
    description: counter,
    inputWrapperOrder: wrapperOrder,
    onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value),
  };
  return multiline ? (
    <Textarea {...rest} {...common} />
  ) : (
    <TextInput {...(rest as Omit<TextInputProps, 'value' | 'onChange'>)} {...common} />
  );
}

interface CountedProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's shared zod schema: its `.max()` gives the limit shown and the message of a longer text. */
  schema: TextSchema;
}

/**
 * The counter of a shared schema's limit: past it the
 * counter turns red and the schema's message shows at once as the field's error (the form's own
 * validation, with the same schema, refuses to save it).
 */
function useCounted(value: string, schema: TextSchema, error: ReactNode, description: ReactNode) {
  const limit = textLimit(schema);
  const tooLong = tooLongMessage(value, limit);
  const count = value.trim().length;
  const counter = limit ? (
    <span
      data-counter
      style={{
        marginInlineStart: 'auto',
        whiteSpace: 'nowrap',
        color: tooLong ? 'var(--mantine-color-red-8)' : undefined,
        fontWeight: tooLong ? 600 : undefined,
      }}
    >
      {count}/{limit.max}
    </span>
  ) : null;
  return {
    error: error || tooLong,
    'data-too-long': tooLong ? 'true' : undefined,
    counter: (
      <span style={{ display: 'flex', gap: 'var(--mantine-spacing-xs)', justifyContent: 'space-between' }}>
        {description ? <span>{description}</span> : null}
        {counter}
      </span>
    ),
  };
}

export type CountedTextInputProps = CountedProps &
  Omit<TextInputProps, 'value' | 'onChange' | 'maxLength' | 'description'> & { description?: ReactNode };

/** A one-line text field with a live 'n/límite' counter under it. */
export function CountedTextInput({
  value,
  onChange,
  schema,
  error,
  description,
  ...rest
}: CountedTextInputProps) {
  const counted = useCounted(value, schema, error, description);
  // The one-line field takes the input's props; the shared field types them as the textarea's.
  const inputProps = rest as Omit<CountedFieldProps, 'value' | 'onChange' | 'counter'>;
  return <CountedField {...inputProps} {...counted} value={value} onChange={onChange} />;
}

export type CountedTextareaProps = CountedProps &
  Omit<TextareaProps, 'value' | 'onChange' | 'maxLength' | 'description'> & { description?: ReactNode };

/** A multi-line text field with a live 'n/límite' counter under it. */
export function CountedTextarea({
  value,
  onChange,
  schema,
  error,
  description,
  ...rest
}: CountedTextareaProps) {
  const counted = useCounted(value, schema, error, description);
  return <CountedField {...rest} {...counted} multiline value={value} onChange={onChange} />;
}
