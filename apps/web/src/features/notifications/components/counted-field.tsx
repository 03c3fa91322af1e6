import { CountedField as Field } from '@koinonia/ui/components/counted-text-input';
import { requiredField } from '@koinonia/ui/required-field';
import { VisuallyHidden } from '@mantine/core';
import type { CounterLevel, CounterState } from '../lib/notification-logic';
import { centreTexts } from '../lib/notification-texts';

/** The counter's colour: grey, the warning orange above the threshold, red past the limit (AA on white). */
const levelColors: Record<CounterLevel, string> = {
  ok: 'var(--mantine-color-gray-7)',
  warning: '#b54708',
  over: 'var(--mantine-color-red-9)',
};

const levelWords: Record<CounterLevel, string> = {
  ok: '',
  warning: centreTexts.nearLimit,
  over: centreTexts.overLimit,
};

/**
 * 'x/50' under a field, in the warning colour above the spec's threshold (data-level and data-warning
 * say which to tests and styles). Screen readers hear the counter as the field's description, with
 * 'cerca del límite' / 'supera el límite' when it applies, and a polite announcement when it changes.
 */
function Counter({ label, state }: { label: string; state: CounterState }) {
  const word = levelWords[state.level];
  return (
    <span style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <span
        data-counter
        data-level={state.level}
        data-warning={state.level === 'ok' ? undefined : 'true'}
        style={{
          color: levelColors[state.level],
          fontWeight: state.level === 'ok' ? undefined : 700,
          whiteSpace: 'nowrap',
        }}
      >
        {state.count}/{state.max}
        {word && <VisuallyHidden> ({word})</VisuallyHidden>}
      </span>
      <VisuallyHidden aria-live="polite">{word ? `${label}: ${word}` : ''}</VisuallyHidden>
    </span>
  );
}

interface CountedFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  counter: CounterState;
  /** The schema's message when the text is longer than the limit. */
  tooLongMessage: string;
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
}

/** A title or message field with its live counter; nothing is cut at the limit, the form refuses it. */
export function CountedField({
  label,
  value,
  onChange,
  counter,
  tooLongMessage,
  ...rest
}: CountedFieldProps) {
  return (
    <Field
      label={label}
      value={value}
      {...requiredField}
      placeholder={rest.placeholder}
      disabled={rest.disabled}
      counter={<Counter label={label} state={counter} />}
      error={counter.level === 'over' ? tooLongMessage : undefined}
      onChange={onChange}
      {...(rest.multiline ? { multiline: true, autosize: true, minRows: 3, maxRows: 6 } : {})}
    />
  );
}
