import { roleDescriptions, roleLabels } from '@koinonia/shared/members/members.labels';
import type { Role, UserLookup } from '@koinonia/shared/members/members.schemas';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { initialsOf } from '@koinonia/ui/initials';
import { Avatar, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconUserCheck, IconUserPlus } from '@tabler/icons-react';

import { roleOptions } from './member-row-actions';

export interface WizardConfirmStepProps {
  user: UserLookup;
  role: Role;
  onRoleChange: (role: Role) => void;
  adding: boolean;
  onBack: () => void;
  onAdd: () => void;
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** Step 2: confirm the user found and choose the role. */
export function WizardConfirmStep({
  user,
  role,
  onRoleChange,
  adding,
  onBack,
  onAdd,
}: WizardConfirmStepProps) {
  const alreadyActive = user.membership?.isActive === true;
  const willReactivate = user.membership !== null && !alreadyActive;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" aria-label="Usuario encontrado">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar color="violet" radius="xl" size={48} aria-hidden>
            {initialsOf(user.name)}
          </Avatar>
          <Stack gap="sm" style={{ flex: 1 }}>
            <Text fw={700}>{user.name}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Info label="Correo electrónico" value={user.emailHint} />
              <Info label="Documento" value={user.documentNumber} />
            </SimpleGrid>
          </Stack>
        </Group>
      </Paper>

      {alreadyActive && user.membership ? (
        <StatusAlert color="yellow" icon={<IconUserCheck size={18} aria-hidden />} role="status">
          <Text size="sm">
            Este usuario ya es un miembro activo de la comunidad (rol: {roleLabels[user.membership.role]}).
          </Text>
        </StatusAlert>
      ) : null}
      {willReactivate ? (
        <StatusAlert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          <Text size="sm">
            Este usuario fue miembro de la comunidad y está inactivo: al agregarlo será reactivado con el rol
            elegido.
          </Text>
        </StatusAlert>
      ) : null}

      {alreadyActive ? null : (
        <NativeSelect
          label="Rol del miembro"
          data={roleOptions}
          value={role}
          onChange={(event) => onRoleChange(event.currentTarget.value as Role)}
          description={roleDescriptions[role]}
        />
      )}

      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          Atrás
        </Button>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={onAdd}
          loading={adding}
          disabled={alreadyActive}
        >
          Agregar
        </Button>
      </Group>
    </Stack>
  );
}
