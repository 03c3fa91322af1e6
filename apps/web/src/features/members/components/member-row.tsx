import type { Membership } from '@koinonia/shared/members/members.schemas';
import { Anchor, Avatar, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RoleBadge, StatusBadge } from '../../../components/member-badges';
import { formatDate, initialOf } from '../lib/format';

export interface MemberRowProps {
  membership: Membership;
  onOpenDetails: (membership: Membership) => void;
  /** The Actions cell, present only for pastors. */
  actions?: ReactNode;
}

export function MemberRow({ membership, onOpenDetails, actions }: MemberRowProps) {
  const { user } = membership;
  return (
    <Table.Tr data-membership-id={membership.id} data-inactive={!membership.isActive || undefined}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar color="violet" radius="xl" size={36} aria-hidden>
            {initialOf(user.name)}
          </Avatar>
          <Stack gap={0}>
            <Anchor
              component="button"
              type="button"
              fw={600}
              size="sm"
              c="dark.8"
              ta="left"
              style={{ whiteSpace: 'nowrap' }}
              onClick={() => onOpenDetails(membership)}
            >
              {user.name}
            </Anchor>
            <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              {user.phone ?? 'Sin teléfono'}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {user.documentNumber}
        </Text>
      </Table.Td>
      <Table.Td>
        <RoleBadge role={membership.role} />
      </Table.Td>
      <Table.Td>
        <StatusBadge isActive={membership.isActive} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(membership.joinedAt)}
        </Text>
      </Table.Td>
      {actions !== undefined ? <Table.Td>{actions}</Table.Td> : null}
    </Table.Tr>
  );
}
