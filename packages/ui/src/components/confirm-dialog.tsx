import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmDialogOptions {
  /** The dialog's title and accessible name ('Eliminar grupo'). */
  title: string;
  /** The question, verbatim from the spec; a string is shown as small text. */
  message: ReactNode;
  /** The object's name, in bold on its own line under the question. */
  subject?: string;
  /** The confirm button's label. */
  confirmLabel: string;
  /** A destructive action: the confirm button is dark red. */
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
}

/** A centred confirmation dialog with the action's button and 'Cancelar' (the shared modals manager). */
export function confirmDialog({
  title,
  message,
  subject,
  confirmLabel,
  danger,
  onConfirm,
}: ConfirmDialogOptions) {
  const question = typeof message === 'string' ? <Text size="sm">{message}</Text> : message;
  modals.openConfirmModal({
    title,
    centered: true,
    children: subject ? (
      <Stack gap={4}>
        {question}
        <Text size="sm" fw={600}>
          {subject}
        </Text>
      </Stack>
    ) : (
      question
    ),
    labels: { confirm: confirmLabel, cancel: 'Cancelar' },
    confirmProps: danger ? { color: 'red.9' } : undefined,
    onConfirm: () => void onConfirm(),
  });
}

/** The delete confirmation: 'Eliminar' in dark red, and 'Cancelar'. */
export function confirmDelete(options: Omit<ConfirmDialogOptions, 'confirmLabel' | 'danger'>) {
  confirmDialog({ ...options, confirmLabel: 'Eliminar', danger: true });
}
