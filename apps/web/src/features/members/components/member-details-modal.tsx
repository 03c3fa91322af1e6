import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { Avatar, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RoleBadge, StatusBadge } from '../../../components/member-badges';
import { useMemberDetails } from '../api/get-member-details';
import { formatDate, formatDateTime, initialOf } from '../lib/format';

export interface MemberDetailsModalProps {
  opened: boolean;
  /** The user whose membership is shown (kept while the modal closes). */
  userId: string | null;
  name: string;
  onClose: () => void;
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

/** Read-only details of a member, for everybody who can see the table. */
export function MemberDetailsModal({ opened, userId, name, onClose }: MemberDetailsModalProps) {
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
              {initialOf(data.user.name)}
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
            <Field label="Documento">
              <Text size="sm">{data.user.documentNumber}</Text>
            </Field>
            <Field label="Teléfono">
              <Text size="sm">{data.user.phone ?? 'Sin teléfono'}</Text>
            </Field>
            <Field label="Comunidad">
              <Text size="sm">{data.community.name}</Text>
            </Field>
            <Field label="Miembro desde">
              <Text size="sm">{formatDate(data.user.memberSince)}</Text>
            </Field>
            <Field label="Fecha de ingreso">
              <Text size="sm">{formatDateTime(data.joinedAt)}</Text>
            </Field>
            <Field label="Registrado en la plataforma">
              <Text size="sm">{formatDate(data.user.createdAt)}</Text>
            </Field>
            <Field label="Última actualización">
              <Text size="sm">{formatDateTime(data.updatedAt)}</Text>
            </Field>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
