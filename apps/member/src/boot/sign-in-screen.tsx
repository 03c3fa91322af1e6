import { firstPartField, schemaErrors } from '@koinonia/ui/schema-form';
import { saveSession } from '@koinonia/ui/session';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loadAuthSchemas } from './auth-schemas';
import classes from './light.module.css';
import { LightField, PasswordReveal } from './light-field';
import { hasSeveralCommunities, signIn, signInFailure } from './sign-in';

type Values = { email: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

/** What the sign-in tells the screen after it: whether the person should pick one of their communities. */
export type SignedIn = { chooseCommunity: boolean };

/**
 * The sign-in form, in plain elements: it is what a phone shows first, before the rest of the app
 * (and its component library) has downloaded. Validates with the shared schema, stores the session and
 * calls onSignedIn; a refusal shows above the fields and the focus moves to it. With `askCommunity`,
 * it first asks whether the account belongs to several communities (onSignedIn is told).
 */
export function SignInForm({
  onSignedIn,
  submitLabel = 'Entrar',
  askCommunity = false,
}: {
  onSignedIn: (next: SignedIn) => void;
  submitLabel?: string;
  askCommunity?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const set = (field: keyof Values) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    let loginBodySchema: Awaited<ReturnType<typeof loadAuthSchemas>>['loginBodySchema'];
    try {
      ({ loginBodySchema } = await loadAuthSchemas());
    } catch (error) {
      setFailure(signInFailure(error));
      return;
    }
    const found = schemaErrors<Values>(loginBodySchema, values, firstPartField(values));
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((name) => found[name]);
    if (invalid) {
      document.getElementById(`${id}-${invalid}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await signIn(loginBodySchema.parse(values));
      const chooseCommunity =
        askCommunity &&
        result.user.communityId !== null &&
        (await hasSeveralCommunities(result.access_token));
      saveSession({ token: result.access_token, user: result.user });
      onSignedIn({ chooseCommunity });
    } catch (error) {
      setFailure(signInFailure(error));
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    disabled: pending,
    required: true,
    error: errors[name],
  });

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadAuthSchemas().catch(() => undefined)}
      noValidate
      aria-label="Iniciar sesión"
      className={classes.form}
    >
      {failure && (
        <div ref={failureRef} role="alert" tabIndex={-1} className={classes.failure}>
          {failure}
        </div>
      )}
      <LightField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        inputMode="email"
        {...field('email')}
      />
      <LightField
        label="Contraseña"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        {...field('password')}
        aside={<PasswordReveal shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <button type="submit" className={classes.submit} disabled={pending} aria-busy={pending}>
        {pending ? 'Entrando...' : submitLabel}
      </button>
    </form>
  );
}

/**
 * The sign-in screen: what the app shows without a session, at the address the person opened (they
 * stay there once signed in).
 */
export function SignInScreen({ onSignedIn }: { onSignedIn: (next: SignedIn) => void }) {
  useEffect(() => {
    document.title = 'Entrar · Koinonia';
  }, []);
  return (
    <main className={classes.screen}>
      <div className={classes.column}>
        <div className={classes.heading}>
          <img src="/app/icon.svg" width={56} height={56} alt="" />
          <h1 className={classes.title}>Iniciar sesión</h1>
          <p className={classes.lead}>
            Entra para ver las noticias, los grupos y los eventos de tu comunidad.
          </p>
        </div>
        <div className={classes.card}>
          <SignInForm onSignedIn={onSignedIn} askCommunity />
        </div>
        <p className={classes.hint}>
          ¿Aún no tienes cuenta? Pide a tu comunidad un enlace de invitación y ábrelo en este teléfono.
        </p>
        <p className={classes.hint}>
          ¿Olvidaste tu contraseña? Tu pastor puede darte un enlace para crear una nueva.
        </p>
        <a href="/" className={classes.dashboard}>
          ¿Administras una comunidad? Ir al panel
        </a>
      </div>
    </main>
  );
}
