import { IconAction } from '@koinonia/ui/components/icon-action';
import { Group } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { DisabledActionIcon } from '../../../components/disabled-action';
import { schoolTexts } from '../lib/school-texts';

interface RowActionsProps {
  /** The item's name, in each button's accessible name ('Ver detalles de Fundamentos'). */
  name: string;
  busy: boolean;
  canDelete: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** View, edit and delete (the pastor's; a helper sees it disabled, with the reason). */
export function RowActions({ name, busy, canDelete, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconAction tooltip="Ver detalles" color="gray.8" label={`Ver detalles de ${name}`} onClick={onView}>
        <IconEye size={18} aria-hidden />
      </IconAction>
      <IconAction tooltip="Editar" color="blue.8" label={`Editar ${name}`} onClick={onEdit}>
        <IconEdit size={18} aria-hidden />
      </IconAction>
      {canDelete ? (
        <IconAction
          tooltip="Eliminar"
          color="red.8"
          label={`Eliminar ${name}`}
          loading={busy}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </IconAction>
      ) : (
        <DisabledActionIcon label={`Eliminar ${name}`} reason={schoolTexts.pastorOnlyDelete}>
          <IconTrash size={18} aria-hidden />
        </DisabledActionIcon>
      )}
    </Group>
  );
}
