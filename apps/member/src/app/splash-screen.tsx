import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while a screen's code arrives: the logo and 'Cargando...'. */
export function SplashScreen() {
  return (
    <Center h="100dvh" data-testid="splash-screen">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <img src="/app/icon.svg" width={64} height={64} alt="Koinonia" />
        <Loader size="sm" aria-hidden />
        <Text fw={600} c="gray.8">
          Cargando...
        </Text>
      </Stack>
    </Center>
  );
}
