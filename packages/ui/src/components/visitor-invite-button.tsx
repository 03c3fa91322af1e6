import { whatsappDigits, whatsappUrl } from '@koinonia/shared/common/whatsapp';
import type { MeetingVisitor, VisitorInvitation } from '@koinonia/shared/groups/cell-life.schemas';
import { visitorInvitationMessage } from '@koinonia/shared/groups/meeting-form';
import { Button, type MantineSize } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../notify';

/**
 * "Invitar": makes the visitor's invitation to join the community (the same one again while it can be
 * used), then becomes "Enviar invitación", a WhatsApp link to their phone when the report has one. A link
 * the person taps: a window opened after the answer would be blocked as a pop-up.
 */
export function VisitorInviteButton({
  visitor,
  invite,
  size = 'xs',
}: {
  visitor: MeetingVisitor;
  invite: (visitorId: string) => Promise<VisitorInvitation>;
  size?: MantineSize | 'compact-xs';
}) {
  const [pending, setPending] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const icon = <IconBrandWhatsapp size={16} color="var(--mantine-color-green-9)" aria-hidden />;
  if (link)
    return (
      <Button
        component="a"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        size={size}
        variant="default"
        style={{ flexShrink: 0 }}
        leftSection={icon}
      >
        Enviar invitación
      </Button>
    );
  return (
    <Button
      size={size}
      variant="default"
      style={{ flexShrink: 0 }}
      leftSection={icon}
      loading={pending}
      aria-label={`Invitar a ${visitor.name} a la comunidad`}
      onClick={async () => {
        setPending(true);
        try {
          const { invitation } = await invite(visitor.id);
          setLink(
            whatsappUrl(
              visitorInvitationMessage(visitor.name, invitation.url),
              whatsappDigits(visitor.phone) ?? '',
            ),
          );
        } catch (err) {
          notifyError(err, 'No se pudo crear la invitación');
        } finally {
          setPending(false);
        }
      }}
    >
      Invitar
    </Button>
  );
}
