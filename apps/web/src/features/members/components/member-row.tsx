import type { Membership } from '@koinonia/shared/members/members.schemas';
import { initialsOf } from '@koinonia/ui/initials';
import { Anchor, Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RoleBadge, StatusBadge } from '../../../components/member-badges';
import type { ListColumn } from '../../../components/responsive-list';
import { formatDate } from '../lib/format';

export interface MemberColumnsOptions {
  onOpenDetails: (membership: Membership) => void;
  /** The Actions column, present only for pastors. */
  actions?: (membership: Membership) => ReactNode;
}

/** Avatar, name (opens the details) and phone; in a table cell the name stays on one line. */
function MemberName({
  membership,
  onOpenDetails,
  nowrap,
}: {
  membership: Membership;
  onOpenDetails: (membership: Membership) => void;
  nowrap: boolean;
}) {
  const { user } = membership;
  const whiteSpace = nowrap ? 'nowrap' : undefined;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="violet" radius="xl" size={36} aria-hidden>
        {initialsOf(user.name)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          c="dark.8"
          ta="left"
          style={{ whiteSpace }}
          onClick={() => onOpenDetails(membership)}
        >
          {user.name}
        </Anchor>
        <Text size="xs" c="gray.7" style={{ whiteSpace }}>
          {user.phone ?? 'Sin teléfono'}
        </Text>
      </Stack>
    </Group>
  );
}

/** A placeholder as tall as a member's name cell (avatar, name and phone), so nothing moves when the list arrives. */
const nameSkeleton = (
  <Group gap="sm" wrap="nowrap" mih={37}>
    <Skeleton circle height={36} />
    <Stack gap={6} style={{ flex: 1 }}>
      <Skeleton h={12} w="70%" radius="sm" />
      <Skeleton h={10} w="90%" radius="sm" />
    </Stack>
  </Group>
);

/** The members list's columns: a table row on a wide screen, a card on a phone. */
export function memberColumns({ onOpenDetails, actions }: MemberColumnsOptions): ListColumn<Membership>[] {
  const columns: ListColumn<Membership>[] = [
    {
      key: 'member',
      header: 'Miembro',
      role: 'title',
      cell: (m) => <MemberName membership={m} onOpenDetails={onOpenDetails} nowrap />,
      card: (m) => <MemberName membership={m} onOpenDetails={onOpenDetails} nowrap={false} />,
      skeleton: nameSkeleton,
    },
    {
      key: 'email',
      header: 'Correo electrónico',
      cell: (m) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {m.user.email}
        </Text>
      ),
      card: (m) => <Text size="sm">{m.user.email}</Text>,
    },
    {
      key: 'document',
      header: 'Documento',
      cell: (m) => (
        <Text size="sm" ff="monospace">
          {m.user.documentNumber}
        </Text>
      ),
    },
    { key: 'role', header: 'Rol', role: 'status', cell: (m) => <RoleBadge role={m.role} /> },
    { key: 'status', header: 'Estado', role: 'status', cell: (m) => <StatusBadge isActive={m.isActive} /> },
    {
      key: 'joined',
      header: 'Fecha de ingreso',
      cell: (m) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(m.joinedAt)}
        </Text>
      ),
    },
  ];
  if (actions) columns.push({ key: 'actions', header: 'Acciones', role: 'actions', cell: actions });
  return columns;
}
