import type { RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import { ApiError, api, errorMessage } from '@koinonia/ui/api-client';
import { firstPartField, issuesToFieldErrors, schemaErrors } from '@koinonia/ui/schema-form';
import { saveSession } from '@koinonia/ui/session';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loadAuthSchemas } from './auth-schemas';
import classes from './light.module.css';
import { LightField, PasswordReveal } from './light-field';
import { signIn, signInFailure } from './sign-in';

type Values = { name: string; email: string; documentNumber: string; phone: string; password: string };
type Errors = Partial<Record<keyof Values, string>>;

const FIELDS: (keyof Values)[] = ['name', 'email', 'documentNumber', 'phone', 'password'];

/** A refusal of the sign-up that names a field: the email or the document already has an account. */
function takenField(error: unknown): Errors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'EMAIL_TAKEN') return { email: error.message };
  if (error.code === 'DOCUMENT_TAKEN') return { documentNumber: error.message };
  return undefined;
}

/**
 * A new person's account, with the rules of sign-up (the shared schema): creates it, signs in with it
 * (the session is stored) and calls onSignedIn, which joins the community. Plain elements, like the
 * sign-in.
 */
export function SignUpForm({
  onSignedIn,
  submitLabel,
  joining = false,
}: {
  onSignedIn: () => void;
  submitLabel: string;
  /** The join that follows is running. */
  joining?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    documentNumber: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const busy = pending || joining;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  function showErrors(found: Errors) {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return first !== undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    let registerBodySchema: Awaited<ReturnType<typeof loadAuthSchemas>>['registerBodySchema'];
    try {
      ({ registerBodySchema } = await loadAuthSchemas());
    } catch {
      setFailure('No se pudo crear tu cuenta. Inténtalo de nuevo.');
      return;
    }
    if (showErrors(schemaErrors<Values>(registerBodySchema, values, firstPartField(values)))) return;
    const body: RegisterBody = registerBodySchema.parse(values);
    setPending(true);
    try {
      await api('/auth/register', { method: 'POST', body });
    } catch (error) {
      const issues = error instanceof ApiError ? (error.issues ?? []) : [];
      const onFields = takenField(error) ?? issuesToFieldErrors<Values>(issues, firstPartField(values));
      if (!showErrors(onFields))
        setFailure(errorMessage(error, 'No se pudo crear tu cuenta. Inténtalo de nuevo.'));
      setPending(false);
      return;
    }
    try {
      const session = await signIn({ email: body.email, password: body.password });
      saveSession({ token: session.access_token, user: session.user });
      onSignedIn();
    } catch (error) {
      setFailure(
        `Tu cuenta se creó, pero no se pudo iniciar sesión: ${signInFailure(error)} Entra con «Ya tengo cuenta».`,
      );
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof Values) => ({
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

  return (
    <form
      onSubmit={submit}
      onFocus={() => void loadAuthSchemas().catch(() => undefined)}
      noValidate
      aria-label="Crear mi cuenta"
      className={classes.form}
    >
      {failure && (
        <div ref={failureRef} role="alert" tabIndex={-1} className={classes.failure}>
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
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        hint="Al menos 8 caracteres; distinta de tu correo y de tu documento."
        required
        {...field('password')}
        aside={<PasswordReveal shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />}
      />
      <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy}>
        {pending ? 'Creando tu cuenta...' : joining ? 'Uniéndote...' : submitLabel}
      </button>
    </form>
  );
}
