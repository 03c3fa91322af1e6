import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNews, IconPlus } from '@tabler/icons-react';

export function NewsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconNews size={30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          No hay noticias
        </Title>
        <Text size="sm" c="gray.7" ta="center">
          Publica avisos, eventos y testimonios para que tu comunidad los vea en la aplicación móvil.
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          Crear Primera Noticia
        </Button>
      </Stack>
    </Paper>
  );
}
