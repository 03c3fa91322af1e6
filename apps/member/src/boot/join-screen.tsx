import type { AccountCommunities } from '@koinonia/shared/auth/account-communities.schemas';
import type { LoginResponse } from '@koinonia/shared/auth/auth.schemas';
import { invitationsErrors } from '@koinonia/shared/invitations/invitations.errors';
import type {
  AcceptedInvitation,
  InvitationInvalidReason,
  PublicInvitation,
} from '@koinonia/shared/invitations/invitations.schemas';
import { roleLabels } from '@koinonia/shared/members/members.labels';
import { ApiError, api, errorMessage } from '@koinonia/ui/api-client';
import { clearSession, saveSession } from '@koinonia/ui/session';
import { useSession } from '@koinonia/ui/use-session';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import classes from './light.module.css';
import { SignInForm } from './sign-in-screen';
import { SignUpForm } from './sign-up-form';
import { forgetStoredData } from './stored-data';

/** Why an invitation cannot be used, in the words of the server's refusals. */
const UNAVAILABLE: Record<InvitationInvalidReason, string> = {
  EXPIRED: invitationsErrors.INVITATION_EXPIRED.message,
  USED_UP: invitationsErrors.INVITATION_USED_UP.message,
  REVOKED: invitationsErrors.INVITATION_REVOKED.message,
};

const TITLE = 'Unirse a una comunidad';

/** How a join ended: a new membership, or one the person already had (the app goes on in it). */
export type JoinOutcome = 'joined' | 'already-member';

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; invitation: PublicInvitation };

/** Continues in a new session: what the previous one kept on the device is forgotten first. */
async function enterSession(result: LoginResponse) {
  await forgetStoredData();
  saveSession({ token: result.access_token, user: result.user });
}

/**
 * The signed-in person joins with the code. One who already belongs to the community goes on in it:
 * its id comes from their communities, by the invitation's community name (when exactly one matches).
 */
async function joinWith(code: string, communityName: string): Promise<JoinOutcome> {
  try {
    const joined = await api<AcceptedInvitation>(`/invitations/${encodeURIComponent(code)}/accept`, {
      method: 'POST',
    });
    await enterSession(joined);
    return 'joined';
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'ALREADY_MEMBER') throw error;
    const { items } = await api<AccountCommunities>('/auth/communities');
    const matches = items.filter((item) => item.community.name === communityName);
    const only = matches.length === 1 ? matches[0] : undefined;
    if (!only) throw error;
    if (!only.current) {
      await enterSession(
        await api<LoginResponse>('/auth/switch-community', {
          method: 'POST',
          body: { communityId: only.community.id },
        }),
      );
    }
    return 'already-member';
  }
}

/** The screen's frame: the logo, the title, an optional lead, and what follows. */
function Frame({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <main className={`${classes.screen} ${classes.screenTop}`}>
      <div className={classes.column}>
        <div className={classes.heading}>
          <img src="/app/icon.svg" width={56} height={56} alt="" />
          <h1 className={classes.title}>{title}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
        </div>
        {children}
      </div>
    </main>
  );
}

/** An invitation that cannot be used (or does not exist): why, and the way into the app. */
function Unavailable({ message }: { message: string }) {
  return (
    <Frame title="Invitación no disponible">
      <div role="alert" className={classes.failure}>
        {message}
      </div>
      <a href="/app/" className={classes.secondary}>
        Ir a la app
      </a>
    </Frame>
  );
}

/**
 * /app/unirse/<code>, with or without a session: the community and the role the invitation gives; a
 * new person creates an account there, someone with one signs in, and a signed-in person joins at once.
 * Plain elements like the sign-in: it is the first screen a new person's phone loads. `onJoined` opens
 * the app in the community.
 */
export function JoinScreen({
  code,
  onJoined,
}: {
  code: string;
  onJoined: (outcome: JoinOutcome, communityName: string) => void;
}) {
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [tab, setTab] = useState<'new' | 'account'>('new');
  const [refusal, setRefusal] = useState<unknown>(null);
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  const fetchInvitation = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({
        state: 'ready',
        invitation: await api<PublicInvitation>(`/invitations/${encodeURIComponent(code)}`),
      });
    } catch (error) {
      setLoad({ state: 'failed', error });
    }
  }, [code]);

  useEffect(() => {
    void fetchInvitation();
  }, [fetchInvitation]);
  useEffect(() => {
    document.title = `${TITLE} · Koinonia`;
  }, []);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  if (load.state === 'loading') {
    return (
      <Frame title={TITLE}>
        <p role="status" className={classes.lead}>
          Cargando la invitación...
        </p>
      </Frame>
    );
  }
  if (load.state === 'failed') {
    const { error } = load;
    if (error instanceof ApiError && error.status === 404) return <Unavailable message={error.message} />;
    return (
      <Frame title={TITLE}>
        <div role="alert" className={classes.failure}>
          {errorMessage(error, 'No se pudo cargar la invitación.')}
        </div>
        <button type="button" className={classes.submit} onClick={() => void fetchInvitation()}>
          Reintentar
        </button>
      </Frame>
    );
  }
  const { invitation } = load;
  if (!invitation.valid) return <Unavailable message={UNAVAILABLE[invitation.reason ?? 'USED_UP']} />;

  const communityName = invitation.community.name;
  const joinLabel = `Unirme a ${communityName}`;
  async function join() {
    setRefusal(null);
    setJoining(true);
    try {
      onJoined(await joinWith(code, communityName), communityName);
    } catch (error) {
      setRefusal(error);
    } finally {
      setJoining(false);
    }
  }
  async function signOutHere() {
    setLeaving(true);
    clearSession();
    await forgetStoredData().finally(() => setLeaving(false));
  }
  /** The two tabs follow the arrow keys, as tabs do. */
  function tabKeys(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'new' ? 'account' : 'new';
    setTab(next);
    document.getElementById(`join-tab-${next}`)?.focus();
  }
  const tabProps = (value: 'new' | 'account') => ({
    id: `join-tab-${value}`,
    type: 'button' as const,
    role: 'tab',
    'aria-selected': tab === value,
    'aria-controls': 'join-panel',
    tabIndex: tab === value ? 0 : -1,
    className: classes.switchOption,
    onClick: () => setTab(value),
    onKeyDown: tabKeys,
  });

  return (
    <Frame
      title={`Únete a ${communityName}`}
      lead={
        <>
          Te invitaron a unirte como <strong>{roleLabels[invitation.role]}</strong>.
        </>
      }
    >
      {refusal !== null && (
        <div ref={refusalRef} role="alert" tabIndex={-1} className={classes.failure}>
          {errorMessage(refusal, 'No se pudo completar la unión. Inténtalo de nuevo.')}
          {refusal instanceof ApiError && refusal.code === 'ALREADY_MEMBER' && (
            <>
              {' '}
              <a href="/app/" className={classes.inlineLink}>
                Ir a la app
              </a>
            </>
          )}
        </div>
      )}
      {session ? (
        <div className={`${classes.card} ${classes.form}`}>
          <div>
            <p className={classes.cardText}>
              Entraste como <strong>{session.user.name}</strong>
            </p>
            <p className={classes.cardNote}>{session.user.email}</p>
          </div>
          <button
            type="button"
            className={classes.submit}
            disabled={joining || leaving}
            aria-busy={joining}
            onClick={() => void join()}
          >
            {joining ? 'Uniéndote...' : joinLabel}
          </button>
          <button
            type="button"
            className={classes.secondary}
            disabled={joining || leaving}
            onClick={() => void signOutHere()}
          >
            Usar otra cuenta
          </button>
        </div>
      ) : (
        <div className={classes.card}>
          <div role="tablist" aria-label="¿Tienes cuenta en Koinonia?" className={classes.switch}>
            <button {...tabProps('new')}>Soy nuevo</button>
            <button {...tabProps('account')}>Ya tengo cuenta</button>
          </div>
          <div id="join-panel" role="tabpanel" aria-labelledby={`join-tab-${tab}`} className={classes.panel}>
            {tab === 'new' ? (
              <SignUpForm
                onSignedIn={() => void join()}
                submitLabel="Crear cuenta y unirme"
                joining={joining}
              />
            ) : (
              <SignInForm onSignedIn={() => void join()} submitLabel={joinLabel} />
            )}
          </div>
        </div>
      )}
    </Frame>
  );
}
