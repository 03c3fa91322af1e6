import type { MemberDetails } from '@koinonia/shared/members/members.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { initialsOf } from '@koinonia/ui/initials';
import { Avatar, Divider, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RoleBadge, StatusBadge } from '../../../components/member-badges';
import { useMemberDetails } from '../api/get-member-details';
import { formatDate, formatDateTime } from '../lib/format';
import { PasswordResetLink } from './password-reset-link';

export interface MemberDetailsModalProps {
  opened: boolean;
  /** The user whose membership is shown (kept while the modal closes). */
  userId: string | null;
  name: string;
  onClose: () => void;
  /** A pastor looking at someone else's details can create a link to reset the password. */
  canResetPassword?: boolean;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="gray.7" tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** The member's details shown as plain text, label and value, after the e-mail. */
function memberFacts(data: MemberDetails): [label: string, value: string][] {
  return [
    ['Documento', data.user.documentNumber],
    ['Teléfono', data.user.phone ?? 'Sin teléfono'],
    ['Comunidad', data.community.name],
    ['Miembro desde', formatDate(data.user.memberSince)],
    ['Fecha de ingreso', formatDateTime(data.joinedAt)],
    ['Registrado en la plataforma', formatDate(data.user.createdAt)],
    ['Última actualización', formatDateTime(data.updatedAt)],
  ];
}

/** Read-only details of a member, for everybody who can see the table. */
export function MemberDetailsModal({
  opened,
  userId,
  name,
  onClose,
  canResetPassword = false,
}: MemberDetailsModalProps) {
  const { data, isLoading, isFetching, error, refetch } = useMemberDetails(userId);

  return (
    <Modal opened={opened} onClose={onClose} title="Detalles del miembro" size="lg" centered>
      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={`Cargando detalles de ${name}`} />
        </Group>
      ) : error ? (
        <LoadError
          size="sm"
          title="No se pudieron cargar los detalles"
          message={errorMessage(error, 'Error al cargar detalles')}
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : data ? (
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <Avatar color="violet" radius="xl" size={56} aria-hidden>
              {initialsOf(data.user.name)}
            </Avatar>
            <Stack gap={4}>
              <Title order={3} size="h3">
                {data.user.name}
              </Title>
              <Group gap="xs">
                <RoleBadge role={data.role} />
                <StatusBadge isActive={data.isActive} />
              </Group>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Correo electrónico">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {data.user.email}
              </Text>
            </Field>
            {memberFacts(data).map(([label, value]) => (
              <Field key={label} label={label}>
                <Text size="sm">{value}</Text>
              </Field>
            ))}
          </SimpleGrid>
          {canResetPassword && userId ? (
            <>
              <Divider />
              {/* Keyed by the member: another member's details never show this one's link. */}
              <PasswordResetLink key={userId} userId={userId} name={data.user.name} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
