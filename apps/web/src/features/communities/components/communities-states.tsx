import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { Button, Card, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconRefresh } from '@tabler/icons-react';

export function CommunitiesLoading() {
  return (
    <Card withBorder radius="lg" padding="lg" aria-busy="true" aria-label="Cargando comunidades">
      <Group wrap="nowrap" align="flex-start">
        <Skeleton height={52} width={52} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={22} width="50%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
      <Text size="sm" c="gray.7" mt="md">
        Cargando comunidades...
      </Text>
    </Card>
  );
}

export function CommunitiesError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <LoadError
      radius="lg"
      title="No se pudo cargar tu comunidad"
      message={errorMessage(error, 'Error al cargar las comunidades')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

export function CommunitiesEmpty({ onReload, reloading }: { onReload: () => void; reloading: boolean }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconBuildingCommunity size={34} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No hay comunidades
        </Title>
        <Text c="gray.7" maw={420}>
          Tu cuenta todavía no tiene una comunidad para mostrar. Vuelve a cargar o contacta al administrador
          de la plataforma.
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReload}
          loading={reloading}
        >
          Recargar
        </Button>
      </Stack>
    </Paper>
  );
}
