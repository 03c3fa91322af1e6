import { passwordResetBodySchema } from '@koinonia/shared/invitations/invitations.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OpenScreen } from '../../../components/open-screen';
import { useResetPassword } from '../api/reset-password';

type Values = { password: string; confirmation: string };

const TITLE = 'Nueva contraseña';
const MISMATCH = 'Las contraseñas no coinciden';

/** The link's refusals (used, expired, unknown) are final: the server's words, and no form. */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * /restablecer/:token, with no session: the member sets a new password with the one-time link a pastor
 * gave them (the rules of sign-up), then signs in with it.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const form = useSchemaForm<Values>({
    initialValues: { password: '', confirmation: '' },
    validate: (values) => {
      const errors = schemaErrors<Values>(
        passwordResetBodySchema,
        { token, password: values.password },
        (path) => (String(path[0]) === 'password' ? 'password' : undefined),
      );
      if (!errors.password && values.confirmation !== values.password) errors.confirmation = MISMATCH;
      return errors;
    },
    saveFallback: 'No se pudo cambiar la contraseña. Inténtalo de nuevo.',
    save: async (values) => {
      try {
        await reset.mutateAsync({ token, password: values.password });
        setDone(true);
      } catch (error) {
        if (isGone(error)) setGone((error as ApiError).message);
        else throw error;
      }
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);
  const toggle = {
    'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña',
    tabIndex: 0,
  };

  if (done) {
    return (
      <OpenScreen title="Contraseña cambiada" documentTitle={TITLE}>
        <StatusAlert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          Tu nueva contraseña quedó guardada. Ya puedes iniciar sesión con ella.
        </StatusAlert>
        <Button component={Link} to="/" size="lg" fullWidth>
          Iniciar sesión
        </Button>
      </OpenScreen>
    );
  }
  if (gone) {
    return (
      <OpenScreen title="Enlace no disponible" documentTitle={TITLE}>
        <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
          {gone}
        </StatusAlert>
        <Button component={Link} to="/" variant="light" size="lg" fullWidth>
          Ir a la app
        </Button>
      </OpenScreen>
    );
  }
  return (
    <OpenScreen
      title="Crea una nueva contraseña"
      documentTitle={TITLE}
      lead="Escríbela dos veces para confirmarla."
    >
      <Paper withBorder radius="lg" p="lg">
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Cambiar la contraseña">
          <Stack gap="md">
            {form.saveError && (
              <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {form.saveError}
              </StatusAlert>
            )}
            <PasswordInput
              label="Nueva contraseña"
              description="Al menos 8 caracteres, distinta de tu correo y de tu documento."
              name="password"
              autoComplete="new-password"
              size="md"
              {...requiredField}
              {...bind.input('password')}
              disabled={reset.isPending}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={toggle}
            />
            <PasswordInput
              label="Confirmar contraseña"
              name="confirmation"
              autoComplete="new-password"
              size="md"
              {...requiredField}
              {...bind.input('confirmation')}
              disabled={reset.isPending}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleButtonProps={toggle}
            />
            <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
              Guardar contraseña
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" c="gray.7" ta="center">
        El enlace sirve una sola vez y vence a las 24 horas.
      </Text>
    </OpenScreen>
  );
}
