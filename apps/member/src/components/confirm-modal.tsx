import { errorMessage } from '@koinonia/ui/api-client';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  /** The refusal of the last try, shown in the dialog (it stays open). */
  error: unknown;
  fallback: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that cannot be undone: 'Cancelar' or the red action. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, text, confirmLabel, pending, error, fallback, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="md">
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(error, fallback)}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" mih={44} onClick={onClose} disabled={pending}>
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
