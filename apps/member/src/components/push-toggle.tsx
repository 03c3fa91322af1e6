import { errorMessage } from '@koinonia/ui/api-client';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { disablePush, enablePush, type PushState, pushState } from '../lib/web-push';

const EXPLAIN: Record<Exclude<PushState, 'on' | 'off'>, string> = {
  unsupported:
    'Este navegador no puede recibir notificaciones de la app. En iPhone, añade la app a tu pantalla de inicio y ábrela desde allí. Los avisos siempre quedan en Avisos.',
  unavailable:
    'Tu comunidad aún no puede enviar notificaciones a los navegadores. Los avisos siempre quedan en Avisos.',
  blocked:
    'Bloqueaste las notificaciones de esta app. Puedes permitirlas en los ajustes del navegador; mientras tanto, los avisos quedan en Avisos.',
};

/**
 * The community's notifications on this phone: 'Activar notificaciones' asks the phone for permission
 * (only then) and subscribes; 'Desactivar' unsubscribes. Says why when the phone can't or won't.
 */
export function PushToggle() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    void pushState().then((s) => alive && setState(s));
    return () => {
      alive = false;
    };
  }, []);

  async function change(action: () => Promise<PushState | undefined>) {
    setBusy(true);
    setFailure(null);
    try {
      setState((await action()) ?? (await pushState()));
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudieron cambiar las notificaciones. Inténtalo de nuevo.'));
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(): Promise<PushState> {
    await disablePush();
    return 'off';
  }

  if (state === null) return null;
  return (
    <Paper withBorder radius="lg" p="md" aria-labelledby="push-title" component="section">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {state === 'on' ? <IconBell size={20} aria-hidden /> : <IconBellOff size={20} aria-hidden />}
          <Text id="push-title" fw={600}>
            Notificaciones en este teléfono
          </Text>
        </Group>
        {state === 'on' && (
          <Text size="sm">Activadas: te avisaremos cuando tu comunidad envíe un aviso.</Text>
        )}
        {state === 'off' && (
          <Text size="sm" c="gray.7">
            Recibe los avisos de tu comunidad aunque la app esté cerrada.
          </Text>
        )}
        {(state === 'unsupported' || state === 'unavailable' || state === 'blocked') && (
          <Text size="sm" c="gray.7">
            {EXPLAIN[state]}
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {state === 'off' && (
          <Button onClick={() => void change(enablePush)} loading={busy}>
            Activar notificaciones
          </Button>
        )}
        {state === 'on' && (
          <Button variant="default" onClick={() => void change(turnOff)} loading={busy}>
            Desactivar notificaciones
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
