import { errorMessage } from '@koinonia/ui/api-client';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconKey } from '@tabler/icons-react';
import { QrLink } from '../../../components/qr-link';
import { useCreatePasswordResetLink } from '../api/invitations';
import { formatDateTime } from '../lib/format';

export interface PasswordResetLinkProps {
  userId: string;
  name: string;
}

/**
 * For a member who forgot the password and has no e-mail to recover it: a pastor creates a one-time
 * link (valid 24 hours) and hands it over, and the member chooses a new password in the app.
 */
export function PasswordResetLink({ userId, name }: PasswordResetLinkProps) {
  const create = useCreatePasswordResetLink();
  const link = create.data;

  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        Contraseña
      </Title>
      {link ? (
        <>
          <QrLink
            url={link.url}
            label="Enlace para restablecer la contraseña"
            qrSubject={`el enlace para que ${name} elija una nueva contraseña`}
            fileName="restablecer-contrasena"
            shareMessage={`Hola, ${name}. Con este enlace eliges una nueva contraseña para Koinonia (vence en 24 horas y sirve una sola vez):`}
          />
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm">
              Vence en 24 horas ({formatDateTime(link.expiresAt)}) y funciona una sola vez. Compártelo solo
              con {name}: si creas otro, este deja de servir.
            </Text>
          </Alert>
        </>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            Si {name} olvidó su contraseña, crea un enlace para que elija una nueva en la aplicación.
          </Text>
          {create.error ? (
            <Text size="sm" c="red.9" role="alert">
              {errorMessage(create.error, 'Error al crear el enlace para restablecer la contraseña')}
            </Text>
          ) : null}
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={create.isPending}
            onClick={() => create.mutate(userId)}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            Crear enlace para restablecer contraseña
          </Button>
        </>
      )}
    </Stack>
  );
}
