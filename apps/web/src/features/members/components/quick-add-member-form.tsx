import type { Role } from '@koinonia/shared/members/members.schemas';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAddMember } from '../api/member-mutations';
import { roleOptions } from './member-row-actions';
import { validateDocument } from './wizard-search-step';

/** The older modal's one-line add form: document number and role. */
export function QuickAddMemberForm() {
  const [document, setDocument] = useState('');
  const [role, setRole] = useState<Role>('MEMBER');
  const [error, setError] = useState<string | null>(null);
  const add = useAddMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateDocument(document);
    setError(invalid);
    if (invalid) return;
    add.mutate(
      { documentNumber: document.trim(), role },
      {
        onSuccess: () => {
          notifySuccess('Miembro agregado exitosamente');
          setDocument('');
          setRole('MEMBER');
        },
        onError: (err) => notifyError(err, 'Error al agregar miembro'),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Documento del nuevo miembro"
          placeholder="Número de documento"
          value={document}
          onChange={(e) => {
            setDocument(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          style={{ flex: '1 1 200px' }}
        />
        <NativeSelect
          label="Rol del nuevo miembro"
          data={roleOptions}
          value={role}
          onChange={(e) => setRole(e.currentTarget.value as Role)}
          w={170}
        />
        <Button
          type="submit"
          mt={25}
          loading={add.isPending}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Agregar
        </Button>
      </Group>
    </form>
  );
}
