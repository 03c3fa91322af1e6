import { type RegisterBody, registerBodySchema } from '@koinonia/shared/auth/auth.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';
import { saveSession } from '@koinonia/ui/session';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { signIn, signInFailure } from '../../../boot/sign-in';
import { register } from '../api/register';

type Values = { name: string; email: string; documentNumber: string; phone: string; password: string };

const EMPTY: Values = { name: '', email: '', documentNumber: '', phone: '', password: '' };

/** A refusal of the sign-up that names a field: the email or the document already has an account. */
function takenField(error: unknown): Partial<Record<keyof Values, string>> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'EMAIL_TAKEN') return { email: error.message };
  if (error.code === 'DOCUMENT_TAKEN') return { documentNumber: error.message };
  return undefined;
}

/**
 * A new person's account, with the rules of sign-up (the shared schema): creates it, signs in with it
 * (the session is stored) and calls onSignedIn, which joins the community.
 */
export function RegisterForm({ onSignedIn, submitLabel }: { onSignedIn: () => void; submitLabel: string }) {
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const form = useSchemaForm<Values>({
    initialValues: EMPTY,
    validate: (values) => schemaErrors(registerBodySchema, values, firstPartField(values)),
    saveFallback: 'No se pudo crear tu cuenta. Inténtalo de nuevo.',
    refusalErrors: takenField,
    save: async (values) => {
      setPending(true);
      try {
        const body: RegisterBody = registerBodySchema.parse(values);
        await register(body);
        const session = await signIn({ email: body.email, password: body.password }).catch((error) => {
          throw new ApiError(
            error instanceof ApiError ? error.status : 0,
            `Tu cuenta se creó, pero no se pudo iniciar sesión: ${signInFailure(error)} Entra con «Ya tengo cuenta».`,
          );
        });
        saveSession({ token: session.access_token, user: session.user });
        onSignedIn();
      } finally {
        setPending(false);
      }
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Crear mi cuenta">
      <Stack gap="md">
        {form.saveError && (
          <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
            {form.saveError}
          </StatusAlert>
        )}
        <TextInput
          label="Nombre completo"
          name="name"
          autoComplete="name"
          size="md"
          {...requiredField}
          {...bind.input('name')}
          disabled={pending}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          size="md"
          {...requiredField}
          {...bind.input('email')}
          disabled={pending}
        />
        <TextInput
          label="Número de documento"
          name="documentNumber"
          autoComplete="off"
          size="md"
          {...requiredField}
          {...bind.input('documentNumber')}
          disabled={pending}
        />
        <TextInput
          label="Teléfono (opcional)"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          size="md"
          {...bind.input('phone')}
          disabled={pending}
        />
        <PasswordInput
          label="Contraseña"
          description="Al menos 8 caracteres, distinta de tu correo y de tu documento."
          name="password"
          autoComplete="new-password"
          size="md"
          {...requiredField}
          {...bind.input('password')}
          disabled={pending}
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleButtonProps={{
            'aria-label': showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña',
            tabIndex: 0,
          }}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
