import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircle, IconPlus } from '@tabler/icons-react';

/** No posts (spec section 2): 'No hay publicaciones' and 'Crear Primera Publicación'. */
export function PostsEmptyState({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="violet" aria-hidden>
          <IconMessageCircle size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          No hay publicaciones
        </Title>
        <Text c="gray.7" ta="center">
          {filtered
            ? 'Ninguna publicación coincide con los filtros. Cambia o limpia los filtros.'
            : 'Aún no hay publicaciones en la comunidad.'}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
          Crear Primera Publicación
        </Button>
      </Stack>
    </Paper>
  );
}
