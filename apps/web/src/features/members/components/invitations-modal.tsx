import type { Invitation } from '@koinonia/shared/invitations/invitations.schemas';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { Pager, pageCount } from '@koinonia/ui/components/pager';
import { QueryError } from '@koinonia/ui/components/query-error';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLink, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useInvitations, useRevokeInvitation } from '../api/invitations';
import { InvitationForm } from './invitation-form';
import { InvitationLink } from './invitation-link';
import { confirmRevoke, InvitationsList } from './invitations-list';

export interface InvitationsModalProps {
  opened: boolean;
  onClose: () => void;
}

type View =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'link'; invitation: Invitation; created: boolean };

/** 'Enlaces de invitación': the links people join the community with, a new one, and one's QR code. */
export function InvitationsModal({ opened, onClose }: InvitationsModalProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [page, setPage] = useState(1);
  const query = useInvitations(page, opened);
  const revoke = useRevokeInvitation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each view's heading takes the focus, so a keyboard or a screen reader follows the change.
  useEffect(() => {
    if (view.kind !== 'list') headingRef.current?.focus();
  }, [view]);

  function close() {
    onClose();
    setView({ kind: 'list' });
  }

  function askRevoke(invitation: Invitation) {
    confirmRevoke(invitation, () =>
      revoke.mutate(invitation.id, {
        onSuccess: () => notifySuccess('Enlace revocado'),
        onError: (err) => notifyError(err, 'Error al revocar el enlace de invitación'),
      }),
    );
  }

  const createButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setView({ kind: 'create' })}>
      Crear enlace
    </Button>
  );
  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => setView({ kind: 'list' })}
      style={{ alignSelf: 'flex-start' }}
    >
      Volver a los enlaces
    </Button>
  );

  return (
    <FormModal opened={opened} onClose={close} title="Enlaces de invitación" size="xl" fullScreenBelow="36em">
      {view.kind === 'create' ? (
        <Stack gap="md">
          <Title order={3} size="h4" ref={headingRef} tabIndex={-1}>
            Nuevo enlace de invitación
          </Title>
          <InvitationForm
            onCancel={() => setView({ kind: 'list' })}
            onCreated={(invitation) => setView({ kind: 'link', invitation, created: true })}
          />
        </Stack>
      ) : view.kind === 'link' ? (
        <Stack gap="md">
          {back}
          <Title order={3} size="h4" ref={headingRef} tabIndex={-1}>
            {view.created ? 'Enlace creado' : 'Enlace de invitación'}
          </Title>
          <InvitationLink invitation={view.invitation} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Text size="sm" c="gray.7" maw={520}>
              Comparte un enlace o su código QR: quien lo abra crea su cuenta en la aplicación y se une a la
              comunidad con el rol del enlace.
            </Text>
            {query.data && query.data.items.length > 0 ? createButton : null}
          </Group>
          {query.error && !query.data ? (
            <QueryError
              query={query}
              fallback="Error al cargar los enlaces de invitación"
              size="sm"
              title="No se pudieron cargar los enlaces de invitación"
            />
          ) : query.data && query.data.items.length === 0 && page === 1 ? (
            <EmptyState
              icon={<IconLink size={28} aria-hidden />}
              title="Aún no hay enlaces de invitación"
              text="Crea uno para que las personas se unan a la comunidad desde su teléfono."
              action={createButton}
              order={3}
              compact
            />
          ) : (
            <InvitationsList
              items={query.data?.items ?? []}
              loading={query.isLoading}
              busy={query.isFetching}
              revokingId={revoke.isPending ? (revoke.variables ?? null) : null}
              onShow={(invitation) => setView({ kind: 'link', invitation, created: false })}
              onRevoke={askRevoke}
            />
          )}
          {query.data ? (
            <Group justify="flex-end">
              <Pager
                pages={pageCount(query.data.pagination)}
                page={page}
                onChange={setPage}
                size="sm"
                label="Paginación de enlaces de invitación"
              />
            </Group>
          ) : null}
        </Stack>
      )}
    </FormModal>
  );
}
