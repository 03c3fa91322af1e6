import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session is read at start-up: the logo and 'Iniciando...'. */
export function SplashScreen() {
  return (
    <Center h="100dvh" data-testid="splash-screen">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <img src="/logo.svg" width={72} height={72} alt="Koinonia" />
        <Loader size="sm" aria-hidden />
        <Text fw={600} c="gray.8">
          Iniciando...
        </Text>
      </Stack>
    </Center>
  );
}
