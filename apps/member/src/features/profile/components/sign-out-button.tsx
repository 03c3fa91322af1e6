import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { signOut } from '../../../lib/account-session';

/**
 * 'Cerrar sesión', after a confirmation: the session goes, and with it everything this person saw, on
 * the screen and on the phone, so whoever uses the phone next sees nothing of theirs. The app then
 * shows the sign-in.
 */
export function SignOutButton() {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    await signOut();
  }

  return (
    <>
      <Button
        variant="outline"
        color="red"
        c="red.9"
        size="md"
        mih={48}
        fullWidth
        leftSection={<IconLogout size={20} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        Cerrar sesión
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cerrar sesión"
        centered
        radius="md"
      >
        <Stack gap="md">
          <Text size="sm">
            ¿Quieres cerrar sesión en este teléfono? Se borrará lo que la app guardó para verlo sin conexión.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button color="red.9" mih={44} loading={pending} onClick={() => void confirm()}>
              Cerrar sesión
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
