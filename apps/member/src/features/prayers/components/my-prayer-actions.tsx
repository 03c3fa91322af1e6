import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { Button, Group } from '@mantine/core';
import { IconCheck, IconMessageOff, IconPencil, IconTrash } from '@tabler/icons-react';

export type MyPrayerAction = 'edit' | 'testimony' | 'removeTestimony' | 'delete';

/**
 * The author's buttons under their prayer: 'Editar'; 'Marcar como respondida' (with a testimony), or
 * 'Añadir testimonio' on an answered one without it, or 'Quitar testimonio'; and 'Eliminar'.
 */
export function MyPrayerActions({
  prayer,
  onAction,
}: {
  prayer: Prayer;
  onAction: (action: MyPrayerAction, prayer: Prayer) => void;
}) {
  return (
    <Group gap="xs" role="group" aria-label={`Acciones de ${prayer.title}`}>
      <Button
        variant="light"
        mih={44}
        leftSection={<IconPencil size={18} aria-hidden />}
        onClick={() => onAction('edit', prayer)}
      >
        Editar
      </Button>
      {prayer.testimony ? (
        <Button
          variant="light"
          color="gray"
          c="gray.9"
          mih={44}
          leftSection={<IconMessageOff size={18} aria-hidden />}
          onClick={() => onAction('removeTestimony', prayer)}
        >
          Quitar testimonio
        </Button>
      ) : (
        <Button
          variant="light"
          color="teal"
          c="teal.9"
          mih={44}
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => onAction('testimony', prayer)}
        >
          {prayer.isAnswered ? 'Añadir testimonio' : 'Marcar como respondida'}
        </Button>
      )}
      <Button
        variant="light"
        color="red"
        c="red.9"
        mih={44}
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => onAction('delete', prayer)}
      >
        Eliminar
      </Button>
    </Group>
  );
}
