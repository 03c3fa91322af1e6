import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DateRangeFieldsProps {
  /** The first day, 'YYYY-MM-DD' or ''. */
  from: string;
  /** The last day, 'YYYY-MM-DD' or ''. */
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  fromLabel?: string;
  toLabel?: string;
  fromError?: ReactNode;
  toError?: ReactNode;
}

/** A filter's two date boxes, 'Desde' and 'Hasta' unless named otherwise (two siblings for a grid). */
export function DateRangeFields({
  from,
  to,
  onFromChange,
  onToChange,
  fromLabel = 'Desde',
  toLabel = 'Hasta',
  fromError,
  toError,
}: DateRangeFieldsProps) {
  return (
    <>
      <TextInput
        type="date"
        label={fromLabel}
        value={from}
        onChange={(e) => onFromChange(e.currentTarget.value)}
        error={fromError}
      />
      <TextInput
        type="date"
        label={toLabel}
        value={to}
        onChange={(e) => onToChange(e.currentTarget.value)}
        error={toError}
      />
    </>
  );
}
