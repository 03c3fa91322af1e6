import { type RegisterBody, registerBodySchema } from '@koinonia/shared/auth/auth.schemas';
import type { AcceptedInvitation, PublicInvitation } from '@koinonia/shared/invitations/invitations.schemas';
import { roleLabels } from '@koinonia/shared/members/members.labels';
import { ApiError, api, errorMessage } from '@koinonia/ui/api-client';
import { firstPartField, issuesToFieldErrors, schemaErrors } from '@koinonia/ui/schema-form';
import { readSession, saveSession } from '@koinonia/ui/session';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import classes from './light.module.css';
import { LightField } from './light-field';
import { signIn } from './sign-in';
import { SignInForm } from './sign-in-screen';

/** Why an invitation can't be used, as the person reads it (the server's words for the same refusals). */
const INVALID_TEXT: Record<NonNullable<PublicInvitation['reason']>, string> = {
  EXPIRED: 'Esta invitación ya venció. Pide un enlace nuevo a tu pastor.',
  USED_UP: 'Esta invitación ya alcanzó su número máximo de usos. Pide un enlace nuevo a tu pastor.',
  REVOKED: 'Esta invitación fue anulada. Pide un enlace nuevo a tu pastor.',
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: boolean }
  | { state: 'ready'; invitation: PublicInvitation };

/** POST /api/invitations/{code}/accept as the signed-in person: the new session is stored. */
async function accept(code: string) {
  const joined = await api<AcceptedInvitation>(`/invitations/${encodeURIComponent(code)}/accept`, {
    method: 'POST',
  });
  saveSession({ token: joined.access_token, user: joined.user });
}

/**
 * /app/unirse/<code>: the community an invitation opens and what it gives; a new person signs up and
 * joins, someone with an account signs in and joins, someone signed in joins with one tap. Plain
 * elements like the sign-in: it is the first screen a new person's phone loads. `onJoined` opens the app.
 */
export function JoinScreen({ code, onJoined }: { code: string; onJoined: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [signedIn, setSignedIn] = useState(() => readSession() !== null);
  const [mode, setMode] = useState<'new' | 'account'>('new');
  const [refusal, setRefusal] = useState<{ message: string; canOpenApp: boolean } | null>(null);
  const [joining, setJoining] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  const fetchInvitation = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const invitation = await api<PublicInvitation>(`/invitations/${encodeURIComponent(code)}`);
      setLoad({ state: 'ready', invitation });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setLoad({
        state: 'failed',
        message: errorMessage(error, 'No se pudo cargar la invitación.'),
        retry: status === 0 || status >= 500,
      });
    }
  }, [code]);

  useEffect(() => {
    void fetchInvitation();
  }, [fetchInvitation]);

  const invitation = load.state === 'ready' ? load.invitation : undefined;
  useEffect(() => {
    document.title = invitation
      ? `Unirme a ${invitation.community.name} · Koinonia`
      : 'Invitación · Koinonia';
  }, [invitation]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  /** Joins as the person now signed in; a refusal is shown, the session (if new) is kept. */
  async function join() {
    setRefusal(null);
    setJoining(true);
    try {
      await accept(code);
      onJoined();
    } catch (error) {
      setSignedIn(readSession() !== null);
      const already = error instanceof ApiError && error.code === 'ALREADY_MEMBER';
      setRefusal({
        message: errorMessage(error, 'No se pudo completar la unión a la comunidad. Inténtalo de nuevo.'),
        canOpenApp: already || readSession() !== null,
      });
    } finally {
      setJoining(false);
    }
  }

  return (
    <main className={`${classes.screen} ${classes.screenTop}`}>
      <div className={classes.column}>
        <div className={classes.heading}>
          <img src="/app/icon.svg" width={56} height={56} alt="" />
          {load.state === 'loading' && (
            <p role="status" className={classes.lead}>
              Cargando la invitación...
            </p>
          )}
          {load.state === 'failed' && (
            <>
              <h1 className={classes.title}>Invitación no disponible</h1>
              <div role="alert" className={classes.failure}>
                {load.message}
              </div>
              {load.retry ? (
                <button type="button" className={classes.submit} onClick={() => void fetchInvitation()}>
                  Reintentar
                </button>
              ) : (
                <a href="/app/" className={classes.dashboard}>
                  Ir a la app
                </a>
              )}
            </>
          )}
          {invitation && (
            <>
              <p className={classes.lead}>Te invitaron a unirte a</p>
              <h1 className={classes.title}>{invitation.community.name}</h1>
              <p className={classes.lead}>
                Entrarás como <strong>{roleLabels[invitation.role]}</strong>.
              </p>
            </>
          )}
        </div>

        {invitation && !invitation.valid && (
          <div role="alert" className={classes.failure}>
            {invitation.reason ? INVALID_TEXT[invitation.reason] : 'Esta invitación ya no se puede usar.'}
          </div>
        )}

        {refusal && (
          <div ref={refusalRef} role="alert" tabIndex={-1} className={classes.failure}>
            {refusal.message}
            {refusal.canOpenApp && (
              <>
                {' '}
                <button type="button" className={classes.linkButton} onClick={onJoined}>
                  Ir a la app
                </button>
              </>
            )}
          </div>
        )}

        {invitation?.valid && signedIn && (
          <div className={classes.card}>
            <div className={classes.form}>
              <p className={classes.cardText}>
                Entraste como <strong>{readSession()?.user.name}</strong>.
              </p>
              <button
                type="button"
                className={classes.submit}
                disabled={joining}
                aria-busy={joining}
                onClick={() => void join()}
              >
                {joining ? 'Uniéndote...' : `Unirme a ${invitation.community.name}`}
              </button>
            </div>
          </div>
        )}

        {invitation?.valid && !signedIn && (
          <>
            <div className={classes.switch} role="group" aria-label="¿Tienes cuenta en Koinonia?">
              <button
                type="button"
                aria-pressed={mode === 'new'}
                className={classes.switchOption}
                onClick={() => setMode('new')}
              >
                Soy nuevo
              </button>
              <button
                type="button"
                aria-pressed={mode === 'account'}
                className={classes.switchOption}
                onClick={() => setMode('account')}
              >
                Ya tengo cuenta
              </button>
            </div>
            <div className={classes.card}>
              {mode === 'new' ? (
                <SignUpForm onSignedUp={() => void join()} joining={joining} />
              ) : (
                <SignInForm submitLabel="Entrar y unirme" onSignedIn={() => void join()} />
              )}
            </div>
          </>
        )}
      </div>
    </main>
  );
}

type SignUpValues = { name: string; email: string; documentNumber: string; phone: string; password: string };
type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** Which field a sign-up refusal belongs to. */
const FIELD_OF_CODE: Record<string, keyof SignUpValues> = {
  EMAIL_TAKEN: 'email',
  DOCUMENT_TAKEN: 'documentNumber',
};

/**
 * A new account with the sign-up's rules (the shared schema), then a sign-in: `onSignedUp` joins. The
 * account is created even if joining is then refused: the person can sign in and join another way.
 */
function SignUpForm({ onSignedUp, joining }: { onSignedUp: () => void; joining: boolean }) {
  const id = useId();
  const [values, setValues] = useState<SignUpValues>({
    name: '',
    email: '',
    documentNumber: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const busy = pending || joining;

  const field = (name: keyof SignUpValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    disabled: busy,
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
    },
  });

  const focusFirst = (found: SignUpErrors) => {
    const first = (Object.keys(values) as (keyof SignUpValues)[]).find((name) => found[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = schemaErrors<SignUpValues>(registerBodySchema, values, firstPartField(values));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return focusFirst(found);
    const body: RegisterBody = registerBodySchema.parse(values);
    setPending(true);
    try {
      await api('/auth/register', { method: 'POST', body });
      const session = await signIn({ email: body.email, password: body.password });
      saveSession({ token: session.access_token, user: session.user });
      onSignedUp();
    } catch (error) {
      const fieldFromCode = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
      const fromIssues =
        error instanceof ApiError && error.issues?.length
          ? issuesToFieldErrors<SignUpValues>(error.issues, firstPartField(values))
          : {};
      const next: SignUpErrors = fieldFromCode ? { [fieldFromCode]: errorMessage(error, '') } : fromIssues;
      if (Object.values(next).some(Boolean)) {
        setErrors(next);
        focusFirst(next);
      } else setFailure(errorMessage(error, 'No se pudo crear la cuenta. Inténtalo de nuevo.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Crear mi cuenta" className={classes.form}>
      {failure && (
        <div role="alert" className={classes.failure}>
          {failure}
        </div>
      )}
      <LightField label="Nombre completo" autoComplete="name" required {...field('name')} />
      <LightField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...field('email')}
      />
      <LightField label="Número de documento" autoComplete="off" required {...field('documentNumber')} />
      <LightField
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...field('phone')}
      />
      <LightField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 8 caracteres; distinta de tu correo y de tu documento."
        required
        {...field('password')}
      />
      <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy}>
        {pending ? 'Creando tu cuenta...' : joining ? 'Uniéndote...' : 'Crear cuenta y unirme'}
      </button>
    </form>
  );
}
