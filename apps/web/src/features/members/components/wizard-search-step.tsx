import { documentNumberSchema } from '@koinonia/shared/members/members.schemas';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { requiredField } from '../../../components/required-field';
import { StatusAlert } from '../../../components/status-alert';

export interface WizardSearchStepProps {
  document: string;
  onDocumentChange: (value: string) => void;
  searching: boolean;
  /** The lookup's failure message (404: 'Usuario no encontrado en el sistema'). */
  searchError: string | null;
  onSearch: (document: string) => void;
  onCancel: () => void;
}

/** The wizard's message for an empty document; other rules come from the shared schema. */
export function validateDocument(value: string): string | null {
  if (!value.trim()) return 'Ingrese un número de documento';
  const parsed = documentNumberSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Ingrese un número de documento');
}

/** Step 1: find a registered user by document number. */
export function WizardSearchStep(props: WizardSearchStepProps) {
  const [validationError, setValidationError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = validateDocument(props.document);
    setValidationError(error);
    if (!error) props.onSearch(props.document.trim());
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Busca a la persona por su número de documento. Debe estar registrada en la plataforma.
        </Text>
        <TextInput
          label="Número de documento"
          placeholder="Ej.: 1234567890"
          value={props.document}
          onChange={(event) => {
            props.onDocumentChange(event.currentTarget.value);
            if (validationError) setValidationError(null);
          }}
          error={validationError}
          {...requiredField}
          data-autofocus
          autoComplete="off"
          maxLength={40}
        />
        {props.searchError ? (
          <StatusAlert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {props.searchError}
          </StatusAlert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={props.searching} leftSection={<IconSearch size={16} aria-hidden />}>
            Buscar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
