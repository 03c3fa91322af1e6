import type { Invitation } from '@koinonia/shared/invitations/invitations.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { confirmDialog } from '@koinonia/ui/components/confirm-dialog';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconBan, IconQrcode } from '@tabler/icons-react';
import { RoleBadge } from '../../../components/member-badges';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDate } from '../lib/format';
import {
  expiryText,
  invitationState,
  invitationStateColors,
  invitationStateLabels,
  usesText,
} from '../lib/invitations';

export interface InvitationsListProps {
  items: readonly Invitation[];
  loading: boolean;
  busy: boolean;
  /** The invitation being revoked. */
  revokingId: string | null;
  onShow: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** How an invitation is named to a screen reader and on its card. */
export function invitationName(invitation: Invitation) {
  const role = invitation.role === 'GUEST' ? 'Invitado' : 'Miembro';
  return `Enlace de ${role} creado el ${formatDate(invitation.createdAt)}`;
}

function StateBadge({ invitation }: { invitation: Invitation }) {
  const state = invitationState(invitation);
  const color = invitationStateColors[state];
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none" fw={600}>
      {invitationStateLabels[state]}
    </Badge>
  );
}

/** The invitation links: a table in a wide modal, cards on a phone. */
export function InvitationsList({
  items,
  loading,
  busy,
  revokingId,
  onShow,
  onRevoke,
}: InvitationsListProps) {
  const columns: ListColumn<Invitation>[] = [
    {
      key: 'created',
      header: 'Creado',
      role: 'title',
      cell: (i) => (
        <>
          <Text size="sm" fw={600}>
            {formatDate(i.createdAt)}
          </Text>
          {i.createdBy ? (
            <Text size="xs" c="gray.7">
              por {i.createdBy.name}
            </Text>
          ) : null}
        </>
      ),
      card: (i) => (
        <Text size="sm" fw={600}>
          {invitationName(i)}
        </Text>
      ),
    },
    { key: 'role', header: 'Rol', role: 'status', cell: (i) => <RoleBadge role={i.role} /> },
    { key: 'state', header: 'Estado', role: 'status', cell: (i) => <StateBadge invitation={i} /> },
    {
      key: 'uses',
      header: 'Usos',
      cell: (i) => <Text size="sm">{usesText(i)}</Text>,
      tdProps: { style: { whiteSpace: 'nowrap' } },
    },
    {
      key: 'expires',
      header: 'Vence',
      cell: (i) => <Text size="sm">{expiryText(i.expiresAt)}</Text>,
      tdProps: { style: { whiteSpace: 'nowrap' } },
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      cell: (i) => {
        const active = invitationState(i) === 'active';
        const name = invitationName(i);
        return (
          <Group gap="xs" wrap="wrap">
            {active ? (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconQrcode size={14} aria-hidden />}
                onClick={() => onShow(i)}
                aria-label={`Ver enlace y QR: ${name}`}
              >
                Ver enlace
              </Button>
            ) : null}
            {active ? (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                c="red.9"
                leftSection={<IconBan size={14} aria-hidden />}
                loading={revokingId === i.id}
                onClick={() => onRevoke(i)}
                aria-label={`Revocar: ${name}`}
              >
                Revocar
              </Button>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <ResponsiveList
      items={items}
      columns={columns}
      getKey={(i) => i.id}
      getLabel={invitationName}
      label="Enlaces de invitación"
      breakpoint="sm"
      loading={loading}
      placeholderCount={3}
      busy={busy}
      mount="matching"
    />
  );
}

/** Asks before revoking: people who already joined stay, nobody else can join with it. */
export function confirmRevoke(invitation: Invitation, onConfirm: () => void) {
  confirmDialog({
    title: 'Revocar enlace de invitación',
    message:
      '¿Revocar este enlace? Nadie más podrá unirse con él; quienes ya se unieron siguen en la comunidad.',
    subject: `${invitationName(invitation)} · ${usesText(invitation)}`,
    confirmLabel: 'Revocar enlace',
    danger: true,
    onConfirm,
  });
}
