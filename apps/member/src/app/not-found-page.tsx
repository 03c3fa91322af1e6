import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <Title order={1} fz="xl">
        Página no encontrada
      </Title>
      <Text c="gray.7">La dirección que abriste no existe en la app.</Text>
      <Button component={Link} to="/">
        Ir al inicio
      </Button>
    </Stack>
  );
}
