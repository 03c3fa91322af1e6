import { loginBodySchema } from '@koinonia/shared/auth/auth.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';
import { saveSession } from '@koinonia/ui/session';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconLock, IconLogin2 } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { dashboardAccessError } from '../../../lib/dashboard-access';
import { useLogin } from '../api/auth-mutations';

interface LoginFailure {
  title?: string;
  message: string;
}

/** Login errors (spec section 8): 401 shows the server's message, anything else a fixed text. */
function loginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 401) {
    return { message: error.code ? error.message : 'Error de autenticación' };
  }
  // 403 (inactive membership) and 429 (throttled) carry a useful Spanish explanation.
  if (error instanceof ApiError && (error.status === 403 || error.status === 429) && error.code) {
    return { title: 'Error al iniciar sesión', message: error.message };
  }
  return { message: 'Error al iniciar sesión' };
}

/** The sign-in form. Calls onSuccess once the session is stored. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const mutation = useLogin();
  const pending = mutation.isPending;
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    validate: (values) => schemaErrors(loginBodySchema, values, firstPartField(values)),
    // Each submit starts without the last failure; the focus stays where it is.
    onProblems: () => setFailure(null),
    save: async (values) => {
      try {
        const result = await mutation.mutateAsync(loginBodySchema.parse(values));
        const refusal = dashboardAccessError(result.user);
        if (refusal) {
          setFailure({ message: refusal });
          return;
        }
        saveSession({ token: result.access_token, user: result.user });
        onSuccess();
      } catch (error) {
        setFailure(loginFailure(error));
      }
    },
  });
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <div>
          <Title order={1} id="login-title" fz={{ base: 26, sm: 30 }}>
            Iniciar sesión
          </Title>
          <Text c="gray.7" mt={4}>
            Ingresa con tu cuenta de administrador para gestionar tu comunidad.
          </Text>
        </div>

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={failure.title}>
            {failure.message}
          </Alert>
        )}

        <TextInput
          label="Correo electrónico"
          type="email"
          name="email"
          autoComplete="username"
          placeholder="pastor@tuiglesia.org"
          {...requiredField}
          {...bind.input('email')}
          disabled={pending}
          size="md"
        />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          placeholder="Tu contraseña"
          {...requiredField}
          {...bind.input('password')}
          disabled={pending}
          size="md"
          visible={showPassword}
          onVisibilityChange={setShowPassword}
          visibilityToggleButtonProps={{
            'aria-label': showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña',
            tabIndex: 0,
            onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setShowPassword((v) => !v);
              }
            },
          }}
        />

        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          disabled={pending}
          leftSection={
            pending ? <Loader size={18} color="white" aria-hidden /> : <IconLogin2 size={20} aria-hidden />
          }
        >
          {pending ? 'Iniciando sesión...' : 'Ingresar a Koinonia'}
        </Button>

        <Group gap={6} justify="center" wrap="nowrap">
          <IconLock size={16} color="var(--mantine-color-teal-8)" style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm" c="gray.7">
            Conexión segura: tus credenciales se envían protegidas y nunca se comparten.
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
