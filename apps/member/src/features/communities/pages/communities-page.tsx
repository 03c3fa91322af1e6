import { errorMessage } from '@koinonia/ui/api-client';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { useSession } from '@koinonia/ui/use-session';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OpenScreen } from '../../../components/open-screen';
import { accountCommunitiesQuery, signOut } from '../../../lib/account-session';
import { useSwitchCommunity } from '../api/switch-community';
import { CommunityChoice } from '../components/community-choice';
import { InvitationCodeForm } from '../components/invitation-code-form';

const TITLE = 'Tus comunidades';

/** 'Cerrar sesión', so that a person with no community (or the wrong account) is never stuck here. */
function SignOutButton() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="default"
      size="md"
      h={48}
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void signOut();
      }}
    >
      Cerrar sesión
    </Button>
  );
}

/**
 * /comunidades: the person's communities, to continue in one (switching forgets what the other one
 * showed); with none yet, it asks for an invitation's link or code. Joining another one is offered too.
 */
export default function CommunitiesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const communities = useQuery({ ...accountCommunitiesQuery, staleTime: 0 });
  const switching = useSwitchCommunity();
  const items = communities.data?.items ?? [];
  const none = communities.isSuccess && items.length === 0;

  const choose = (communityId: string, current: boolean) => {
    if (current && session?.user.communityId === communityId) {
      navigate('/');
      return;
    }
    switching.mutate(communityId, { onSuccess: () => navigate('/', { replace: true }) });
  };

  return (
    <OpenScreen
      title={none ? 'Únete a tu comunidad' : TITLE}
      documentTitle={TITLE}
      lead={
        none
          ? `Hola, ${session?.user.name ?? ''}. Todavía no perteneces a ninguna comunidad: pide a tu pastor un enlace de invitación y ábrelo aquí.`
          : communities.isSuccess
            ? 'Elige la comunidad que quieres ver.'
            : undefined
      }
    >
      {communities.isPending && <LoadingPanel text="Cargando tus comunidades..." />}
      {communities.isError && (
        <QueryError query={communities} fallback="No se pudieron cargar tus comunidades." />
      )}
      {switching.error && (
        <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {errorMessage(switching.error, 'No se pudo cambiar de comunidad. Inténtalo de nuevo.')}
        </StatusAlert>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus comunidades">
          {items.map((item) => (
            <li key={item.membershipId}>
              <CommunityChoice
                item={item}
                pending={switching.isPending && switching.variables === item.community.id}
                disabled={switching.isPending}
                onChoose={() => choose(item.community.id, item.current)}
              />
            </li>
          ))}
        </Stack>
      )}
      {communities.isSuccess && (
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {none ? 'Tengo una invitación' : 'Unirme a otra comunidad'}
            </Title>
            {!none && (
              <Text size="sm" c="gray.7">
                Si otra comunidad te invitó, pega aquí su enlace o escribe el código.
              </Text>
            )}
            <InvitationCodeForm />
          </Stack>
        </Paper>
      )}
      <SignOutButton />
    </OpenScreen>
  );
}
