import type { Group, Sector } from '@koinonia/shared/groups/groups.schemas';
import { Alert, Button, Loader, Modal, Group as Row, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { GROUP_SAVE_FALLBACK, useCreateGroup } from '../api/create-group';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import {
  type GroupFormErrors,
  type GroupFormValues,
  initialGroupValues,
  issueField,
  toGroupPayload,
  validateGroup,
} from '../lib/group-form';
import { FormSaveError, formStyle } from './form-parts';
import { GroupFormFields } from './group-form-fields';

export interface GroupFormModalProps {
  opened: boolean;
  /** The id of the group being edited, or null to create one. */
  groupId: string | null;
  sectors: Sector[];
  onClose: () => void;
}

export function GroupFormModal({ opened, groupId, sectors, onClose }: GroupFormModalProps) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      fullScreen={fullScreen}
      title={groupId ? 'Editar Grupo' : 'Nuevo Grupo'}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {groupId ? (
        <EditGroup groupId={groupId} sectors={sectors} onClose={onClose} />
      ) : (
        <GroupForm group={null} sectors={sectors} onClose={onClose} />
      )}
    </Modal>
  );
}

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

function GroupForm({ group, sectors, onClose }: GroupFormProps) {
  const [values, setValues] = useState<GroupFormValues>(() => initialGroupValues(group));
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const saving = create.isPending || update.isPending;

  function setField<K extends keyof GroupFormValues>(field: K, value: GroupFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  /** Shows the field errors and moves the focus to the first field in error. */
  function showErrors(next: GroupFormErrors) {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSaveError(null);
    const found = validateGroup(values);
    if (Object.keys(found).length > 0) return showErrors(found);
    try {
      if (group) await update.mutateAsync({ id: group.id, body: toGroupPayload(values, true) });
      else await create.mutateAsync(toGroupPayload(values, false));
      // Message only: Mantine greys a toast's text under a title below AA contrast.
      notifySuccess(
        group
          ? `Grupo «${values.name.trim()}» actualizado exitosamente`
          : `Grupo «${values.name.trim()}» creado exitosamente`,
      );
      onClose();
    } catch (err) {
      setSaveError(errorMessage(err, GROUP_SAVE_FALLBACK));
      if (err instanceof ApiError && err.issues?.length) {
        const fromServer: GroupFormErrors = {};
        for (const issue of err.issues) {
          const field = issueField(issue.path);
          if (field && !fromServer[field]) fromServer[field] = issue.message;
        }
        setErrors(fromServer);
      } else if (err instanceof ApiError) {
        // Reference refusals name their field.
        const field = {
          SECTOR_NOT_FOUND: 'sectorId',
          SECTOR_INACTIVE: 'sectorId',
          LEADER_NOT_MEMBER: 'leaderId',
          CO_LEADER_NOT_MEMBER: 'coLeaderId',
        }[err.code ?? ''] as keyof GroupFormValues | undefined;
        if (field) setErrors({ [field]: err.message });
      }
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={group ? 'Editar grupo' : 'Nuevo grupo'}
      style={formStyle}
    >
      <Stack gap="md">
        <GroupFormFields
          values={values}
          errors={errors}
          setField={setField}
          sectors={sectors}
          group={group}
        />
        {saveError && (
          <FormSaveError
            title="No se pudo guardar el grupo"
            message={saveError}
            onClose={() => setSaveError(null)}
          />
        )}
        <Row justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {group ? 'Guardar Cambios' : 'Crear Grupo'}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
