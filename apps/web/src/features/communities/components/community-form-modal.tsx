import { type CommunityBody, communityBodySchema } from '@koinonia/shared/communities/communities.schemas';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';

type FieldErrors = Partial<Record<'name' | 'description', string>>;

interface CommunityFormModalProps {
  opened: boolean;
  mode: 'create' | 'edit';
  initial?: { name: string; description: string | null };
  saving: boolean;
  onClose: () => void;
  /** Receives the validated body; resolve to close the modal, reject to keep it open. */
  onSubmit: (body: CommunityBody) => Promise<void>;
}

/** Create or edit a community: name (required, at least 3 characters) and an optional description. */
export function CommunityFormModal({
  opened,
  mode,
  initial,
  saving,
  onClose,
  onSubmit,
}: CommunityFormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (!opened) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
    setErrors({});
  }, [opened, initial?.name, initial?.description]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = communityBodySchema.safeParse({ name, description });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'description') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      onClose();
    } catch {
      // The caller has shown the server's message; the form stays open to correct or cancel.
    }
  }

  const title = mode === 'create' ? 'Nueva Comunidad' : 'Editar Comunidad';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {mode === 'create' && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              La creación de comunidades está reservada a los administradores de la plataforma.
            </Alert>
          )}
          <TextInput
            label="Nombre"
            placeholder="Ej.: Iglesia Comunidad de Fe"
            required
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={120}
          />
          <Textarea
            label="Descripción"
            placeholder="Cuéntale a tu comunidad quiénes son y qué los une"
            autosize
            minRows={3}
            maxRows={8}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            error={errors.description}
            maxLength={1000}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {mode === 'create' ? 'Crear Comunidad' : 'Guardar Cambios'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
