import type { Group, Sector } from '@koinonia/shared/groups/groups.schemas';
import { ApiError, errorMessage } from '@koinonia/ui/api-client';
import { EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
import { Alert, Button, Loader, Group as Row, Stack, Text } from '@mantine/core';
import { useGroup } from '../api/get-group';
import { GROUP_SAVE_FALLBACK, useCreateGroup, useUpdateGroup } from '../api/group-mutations';
import {
  type GroupFormValues,
  initialGroupValues,
  issueField,
  toGroupPayload,
  validateGroup,
} from '../lib/group-form';
import { GroupFormFields } from './group-form-fields';

/** `item`: the id of the group being edited, or null to create one. */
export interface GroupFormModalProps extends EditFormProps<string> {
  sectors: Sector[];
}

const groupTexts = {
  title: { create: 'Nuevo Grupo', edit: 'Editar Grupo' },
  label: { create: 'Nuevo grupo', edit: 'Editar grupo' },
  submit: 'Crear Grupo',
};

/** Editing starts from the group as stored now. */
function EditGroup({
  groupId,
  sectors,
  onClose,
}: {
  groupId: string;
  sectors: Sector[];
  onClose: () => void;
}) {
  const group = useGroup(groupId);
  if (group.isPending)
    return (
      <Row justify="center" gap="sm" p="xl" role="status">
        <Loader size="sm" />
        <Text>Cargando grupo...</Text>
      </Row>
    );
  if (group.isError)
    return (
      <Stack>
        <Alert color="red" title="No se pudo abrir el grupo" role="alert">
          {errorMessage(group.error, 'Error al cargar el grupo')}
        </Alert>
        <Row justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
        </Row>
      </Stack>
    );
  return <GroupForm key={group.data.id} group={group.data} sectors={sectors} onClose={onClose} />;
}

interface GroupFormProps {
  group: Group | null;
  sectors: Sector[];
  onClose: () => void;
}

/** Reference refusals name their field. */
const refusalField: Record<string, keyof GroupFormValues> = {
  SECTOR_NOT_FOUND: 'sectorId',
  SECTOR_INACTIVE: 'sectorId',
  LEADER_NOT_MEMBER: 'leaderId',
  CO_LEADER_NOT_MEMBER: 'coLeaderId',
};

function GroupForm({ group, sectors, onClose }: GroupFormProps) {
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const form = useEditForm<GroupFormValues>({ item: group, onClose }, groupTexts, {
    initialValues: () => initialGroupValues(group),
    validate: validateGroup,
    fieldOf: issueField,
    saveFallback: GROUP_SAVE_FALLBACK,
    refusalErrors: (err) => {
      const field = err instanceof ApiError ? refusalField[err.code ?? ''] : undefined;
      return field && err instanceof ApiError ? { [field]: err.message } : undefined;
    },
    save: async (values) => {
      if (group) await update.mutateAsync({ id: group.id, body: toGroupPayload(values, true) });
      else await create.mutateAsync(toGroupPayload(values, false));
      // Message only: Mantine greys a toast's text under a title below AA contrast.
      notifySuccess(
        group
          ? `Grupo «${values.name.trim()}» actualizado exitosamente`
          : `Grupo «${values.name.trim()}» creado exitosamente`,
      );
      onClose();
    },
  });

  return (
    <EditSchemaForm
      {...form.frame}
      saving={create.isPending || update.isPending}
      saveErrorTitle="No se pudo guardar el grupo"
    >
      <GroupFormFields
        values={form.values}
        errors={form.errors}
        setField={form.setField}
        sectors={sectors}
        group={group}
      />
    </EditSchemaForm>
  );
}

/** A group for an id, or a new one. */
function GroupFormOrLoad({ item, sectors, onClose }: GroupFormModalProps) {
  return item ? (
    <EditGroup groupId={item} sectors={sectors} onClose={onClose} />
  ) : (
    <GroupForm group={null} sectors={sectors} onClose={onClose} />
  );
}

export const GroupFormModal = editFormModal(GroupFormOrLoad, { texts: groupTexts, fullScreenBelow: '36em' });
