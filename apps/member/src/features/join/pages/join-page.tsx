import { invitationsErrors } from '@koinonia/shared/invitations/invitations.errors';
import type {
  InvitationInvalidReason,
  PublicInvitation,
} from '@koinonia/shared/invitations/invitations.schemas';
import { roleLabels } from '@koinonia/shared/members/members.labels';
import { ApiError, errorMessage } from '@koinonia/ui/api-client';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifyInfo } from '@koinonia/ui/notify';
import { useSession } from '@koinonia/ui/use-session';
import { Button, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SignInForm } from '../../../boot/sign-in-screen';
import { OpenScreen } from '../../../components/open-screen';
import { useJoinCommunity } from '../api/accept-invitation';
import { useInvitation } from '../api/invitation';
import { JoinSignedIn } from '../components/join-signed-in';
import { RegisterForm } from '../components/register-form';

/** Why an invitation cannot be used, in the words of the server's refusals. */
const unavailable: Record<InvitationInvalidReason, string> = {
  EXPIRED: invitationsErrors.INVITATION_EXPIRED.message,
  USED_UP: invitationsErrors.INVITATION_USED_UP.message,
  REVOKED: invitationsErrors.INVITATION_REVOKED.message,
};

const TITLE = 'Unirse a una comunidad';

/** An invitation that cannot be used (or does not exist): why, and the way into the app. */
function Unavailable({ message }: { message: string }) {
  return (
    <OpenScreen title="Invitación no disponible" documentTitle={TITLE}>
      <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
        {message}
      </StatusAlert>
      <Button component={Link} to="/" variant="light" size="lg" fullWidth>
        Ir a la app
      </Button>
    </OpenScreen>
  );
}

/**
 * /unirse/:code, with or without a session: the community and the role the invitation gives; a new
 * person creates an account there, someone with one signs in, and a signed-in person joins at once.
 * Once joined, the app opens in that community.
 */
export default function JoinPage() {
  const { code = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const invitation = useInvitation(code);
  const join = useJoinCommunity(code);
  // Joining starts a new session, which forgets every query: the screen keeps what it showed.
  const shown = useRef<PublicInvitation | undefined>(undefined);
  if (invitation.data) shown.current = invitation.data;
  const data = invitation.data ?? shown.current;

  if (!data && !invitation.isError) {
    return (
      <OpenScreen title={TITLE} documentTitle={TITLE}>
        <LoadingPanel text="Cargando la invitación..." />
      </OpenScreen>
    );
  }
  if (!data) {
    if (invitation.error instanceof ApiError && invitation.error.status === 404) {
      return <Unavailable message={invitation.error.message} />;
    }
    return (
      <OpenScreen title={TITLE} documentTitle={TITLE}>
        <QueryError query={invitation} fallback="No se pudo cargar la invitación." />
      </OpenScreen>
    );
  }
  if (!data.valid) return <Unavailable message={unavailable[data.reason ?? 'USED_UP']} />;

  const communityName = data.community.name;
  const start = () =>
    join.mutate(communityName, {
      onSuccess: (outcome) => {
        if (outcome === 'already-member') notifyInfo(`Ya eres miembro de ${communityName}.`);
        navigate('/', { replace: true });
      },
    });
  const joinLabel = `Unirme a ${communityName}`;
  const refusal = join.error;
  return (
    <OpenScreen
      title={`Únete a ${data.community.name}`}
      documentTitle={TITLE}
      lead={
        <>
          Te invitaron a unirte como <strong>{roleLabels[data.role]}</strong>.
        </>
      }
    >
      {refusal && (
        <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {errorMessage(refusal, 'No se pudo completar la unión. Inténtalo de nuevo.')}
            </Text>
            {refusal instanceof ApiError && refusal.code === 'ALREADY_MEMBER' && (
              <Button component={Link} to="/" size="sm" color="red.9">
                Ir a la app
              </Button>
            )}
          </Stack>
        </StatusAlert>
      )}
      {session ? (
        <JoinSignedIn
          session={session}
          communityName={data.community.name}
          pending={join.isPending}
          onJoin={start}
        />
      ) : (
        <Paper withBorder radius="lg" p="lg">
          <Tabs defaultValue="new" keepMounted={false}>
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="new" fz="md" h={48}>
                Soy nuevo
              </Tabs.Tab>
              <Tabs.Tab value="account" fz="md" h={48}>
                Ya tengo cuenta
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="new">
              <RegisterForm onSignedIn={start} submitLabel="Crear cuenta y unirme" />
            </Tabs.Panel>
            <Tabs.Panel value="account">
              <SignInForm onSignedIn={start} submitLabel={joinLabel} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}
    </OpenScreen>
  );
}
