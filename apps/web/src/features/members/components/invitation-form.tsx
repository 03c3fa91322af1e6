import type { Invitation } from '@koinonia/shared/invitations/invitations.schemas';
import { SchemaForm } from '@koinonia/ui/components/form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { NumberInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useCreateInvitation } from '../api/invitations';
import {
  type InvitationFormValues,
  initialInvitationValues,
  invitationFieldOf,
  invitationRoleOptions,
  toInvitationBody,
  validateInvitation,
} from '../lib/invitations';

export interface InvitationFormProps {
  onCreated: (invitation: Invitation) => void;
  onCancel: () => void;
}

/** A new invitation link: the role it gives, and optionally its last day and how many can use it. */
export function InvitationForm({ onCreated, onCancel }: InvitationFormProps) {
  const create = useCreateInvitation();
  const form = useSchemaForm<InvitationFormValues>({
    initialValues: initialInvitationValues,
    validate: (values) => validateInvitation(values),
    fieldOf: invitationFieldOf,
    saveFallback: 'Error al crear el enlace de invitación',
    clearSaveErrorOnChange: true,
    save: async (values) => {
      const invitation = await create.mutateAsync(toInvitationBody(values));
      notifySuccess('Enlace de invitación creado');
      onCreated(invitation);
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);
  const saving = create.isPending;

  return (
    <SchemaForm
      form={form}
      label="Nuevo enlace de invitación"
      submitLabel="Crear enlace"
      saving={saving}
      saveErrorTitle="No se pudo crear el enlace"
      onCancel={onCancel}
    >
      <Radio.Group
        label="Rol de quien se una"
        value={form.values.role}
        onChange={(value) => form.setField('role', value as InvitationFormValues['role'])}
        error={form.errors.role}
      >
        <Stack gap="xs" mt="xs">
          {invitationRoleOptions.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              description={option.description}
              disabled={saving}
              data-autofocus={option.value === form.values.role || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          type="date"
          label="Vence el"
          description="Opcional: sin fecha no vence"
          disabled={saving}
          {...bind.input('expiresOn')}
        />
        <NumberInput
          label="Número de usos"
          description="Opcional: sin número, sin límite"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          disabled={saving}
          {...bind.value('maxUses')}
        />
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        Quien abra el enlace podrá crear su cuenta (o entrar con la que tiene) y unirse a la comunidad.
      </Text>
    </SchemaForm>
  );
}
