import { type CommunityBody, communityBodySchema } from '@koinonia/shared/communities/communities.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { EditFormModal, EditSchemaForm } from '@koinonia/ui/components/edit-form-modal';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';
import { useEditForm } from '@koinonia/ui/use-edit-form';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

interface CommunityFormValues {
  name: string;
  description: string;
}

interface CommunityFormModalProps {
  opened: boolean;
  mode: 'create' | 'edit';
  initial?: { name: string; description: string | null };
  saving: boolean;
  onClose: () => void;
  /** Receives the validated body; resolve to close the modal, reject to keep it open. */
  onSubmit: (body: CommunityBody) => Promise<void>;
}

const communityTexts = {
  title: { create: 'Nueva Comunidad', edit: 'Editar Comunidad' },
  submit: 'Crear Comunidad',
};

/** Create or edit a community: name (required, at least 3 characters) and an optional description. */
export function CommunityFormModal({ opened, mode, onClose, ...props }: CommunityFormModalProps) {
  return (
    <EditFormModal
      opened={opened}
      onClose={onClose}
      item={mode === 'edit' ? mode : null}
      texts={communityTexts}
      itemKey={() => mode}
      fullScreenBelow="36em"
      centered
    >
      {() => <CommunityForm mode={mode} onClose={onClose} {...props} />}
    </EditFormModal>
  );
}

function CommunityForm({
  mode,
  initial,
  saving,
  onClose,
  onSubmit,
}: Omit<CommunityFormModalProps, 'opened'>) {
  const form = useEditForm<CommunityFormValues>(
    { item: mode === 'edit' ? mode : null, onClose },
    communityTexts,
    {
      initialValues: () => ({ name: initial?.name ?? '', description: initial?.description ?? '' }),
      validate: (values) => schemaErrors(communityBodySchema, values, firstPartField(values)),
      // The caller toasts the server's message; the form stays open to correct or cancel.
      save: async (values) => {
        await onSubmit(communityBodySchema.parse(values));
        onClose();
      },
    },
  );
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);

  return (
    <EditSchemaForm {...form.frame} saving={saving}>
      {mode === 'create' && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          La creación de comunidades está reservada a los administradores de la plataforma.
        </Alert>
      )}
      <CountedTextInput
        label="Nombre"
        {...requiredField}
        placeholder="Ej.: Iglesia Comunidad de Fe"
        data-autofocus
        schema={communityBodySchema.shape.name}
        {...bind.value('name')}
      />
      <CountedTextarea
        label="Descripción"
        placeholder="Cuéntale a tu comunidad quiénes son y qué los une"
        autosize
        minRows={3}
        maxRows={8}
        schema={communityBodySchema.shape.description}
        {...bind.value('description')}
      />
    </EditSchemaForm>
  );
}
