import { Fieldset, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of a long form: a fieldset with a bold legend over its stacked fields. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md" styles={{ legend: { fontWeight: 700 } }}>
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
