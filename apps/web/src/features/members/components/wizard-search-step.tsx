import { documentNumberSchema } from '@koinonia/shared/members/members.schemas';
import { CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { requiredField } from '@koinonia/ui/required-field';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

export interface WizardSearchStepProps {
  document: string;
  onDocumentChange: (value: string) => void;
  searching: boolean;
  /** The lookup's failure message (404: 'Usuario no encontrado en el sistema'). */
  searchError: string | null;
  onSearch: (document: string) => void;
  onCancel: () => void;
}

/** The wizard's prompt (spec section 5), shown under the field. */
export const DOCUMENT_PROMPT = 'Ingrese un número de documento';

/** The document's rules, from the shared schema: empty reads 'El número de documento es requerido'. */
export function validateDocument(value: string): string | null {
  const parsed = documentNumberSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'El número de documento es requerido');
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
        <CountedTextInput
          label="Número de documento"
          description={DOCUMENT_PROMPT}
          placeholder="Ej.: 1234567890"
          schema={documentNumberSchema}
          value={props.document}
          onChange={(value) => {
            // The parent also drops the last search's answer: it was about the previous text.
            props.onDocumentChange(value);
            if (validationError) setValidationError(null);
          }}
          error={validationError}
          {...requiredField}
          data-autofocus
          autoComplete="off"
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
