import type { Invitation } from '@koinonia/shared/invitations/invitations.schemas';
import { Group, Stack, Text } from '@mantine/core';
import { RoleBadge } from '../../../components/member-badges';
import { QrLink } from '../../../components/qr-link';
import { expiryText, usesText } from '../lib/invitations';

/** An invitation's link to share, with what it gives and how long it lasts. */
export function InvitationLink({ invitation }: { invitation: Invitation }) {
  const limit = invitation.maxUses === null ? 'Sin límite de usos' : usesText(invitation);
  return (
    <>
      <Stack gap={4}>
        <Group gap="xs">
          <Text size="sm">Entran como</Text>
          <RoleBadge role={invitation.role} />
        </Group>
        <Text size="sm" c="gray.7">
          {limit} ·{' '}
          {invitation.expiresAt ? `Vence el ${expiryText(invitation.expiresAt)}` : 'Sin vencimiento'}
        </Text>
      </Stack>
      <QrLink
        url={invitation.url}
        label="Enlace de invitación"
        qrSubject="el enlace de invitación"
        fileName={`invitacion-${invitation.role === 'GUEST' ? 'invitado' : 'miembro'}`}
        shareMessage="Te invitamos a unirte a nuestra comunidad en Koinonia. Entra con este enlace:"
      />
    </>
  );
}
