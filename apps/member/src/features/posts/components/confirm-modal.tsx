import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  /** The refusal of the last attempt, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that cannot be undone from the app: 'Cancelar' or the red action. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {error && (
          <Text role="alert" size="sm" c="red.9">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" mih={44} onClick={onClose}>
            Cancelar
          </Button>
          <Button color="red.9" mih={44} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
