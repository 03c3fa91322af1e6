import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCompass, IconHammer } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

interface ComingSoonPageProps {
  title: string;
  /** Render the "page not found" variant instead of "coming soon". */
  notFound?: boolean;
}

/** A friendly placeholder for a module that is still being built, or for an unknown address. */
export function ComingSoonPage({ title, notFound = false }: ComingSoonPageProps) {
  const heading = notFound ? 'Página no encontrada' : title;
  usePageTitle(heading);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} shadow="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color={notFound ? 'orange' : 'violet'}>
            {notFound ? <IconCompass size={40} aria-hidden /> : <IconHammer size={40} aria-hidden />}
          </ThemeIcon>
          {notFound ? (
            <Badge color="orange" variant="light" size="lg">
              Error 404
            </Badge>
          ) : (
            <Badge color="violet" variant="light" size="lg">
              Próximamente
            </Badge>
          )}
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {heading}
          </Title>
          {notFound ? (
            <Text c="gray.7" maw={460}>
              La página que buscas no existe o fue movida. Revisa la dirección o vuelve al inicio para seguir
              gestionando tu comunidad.
            </Text>
          ) : (
            <Text c="gray.7" maw={460}>
              Estamos preparando este módulo con mucho cuidado. Muy pronto estará disponible para que sigas
              fortaleciendo a tu comunidad desde Koinonia.
            </Text>
          )}
          <Button
            component={Link}
            to="/"
            size="md"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            mt="sm"
          >
            Ir al Inicio
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
