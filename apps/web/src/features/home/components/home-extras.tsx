import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

const tips = [
  {
    title: 'Configura tu comunidad',
    text: 'Revisa el nombre y la descripción de tu iglesia para que todos la reconozcan en la app.',
    to: '/communities',
    link: 'Ir a Mi Comunidad',
  },
  {
    title: 'Invita a tu equipo',
    text: 'Agrega pastores y ayudantes para compartir la administración y cuidar mejor a cada miembro.',
    to: '/users',
    link: 'Gestionar miembros',
  },
  {
    title: 'Activa las funciones',
    text: 'Publica noticias, organiza grupos y envía notificaciones para mantener a todos conectados.',
    to: '/news',
    link: 'Publicar una noticia',
  },
];

/** The marketing block of the home page. */
export function MarketingBlock() {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 40 }}
      c="white"
      style={{ background: 'linear-gradient(135deg, #3b1f8f 0%, #5b3fd1 60%, #4338ca 100%)' }}
    >
      <Group align="center" justify="space-between" gap="xl">
        <Box maw={640}>
          <Badge
            color="white"
            c="violet.9"
            variant="filled"
            leftSection={<IconSparkles size={14} aria-hidden />}
          >
            Koinonia
          </Badge>
          <Title order={2} mt="sm" fz={{ base: 22, sm: 28 }} c="white">
            Una sola plataforma para toda tu comunidad
          </Title>
          <Text mt="xs" c="white">
            Más de 500 organizaciones ya usan Koinonia para comunicarse, organizarse y crecer juntas. Todo lo
            que gestionas aquí llega al instante a la aplicación móvil de tus miembros.
          </Text>
        </Box>
        <Stack gap={0} align="center">
          <Text fz={48} fw={800} lh={1}>
            +500
          </Text>
          <Text size="sm">organizaciones</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Three numbered first steps. */
export function HomeTips() {
  return (
    <Box component="section" aria-labelledby="home-tips-title">
      <Title order={2} id="home-tips-title" fz={{ base: 20, sm: 24 }} mb="md">
        Primeros pasos recomendados
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {tips.map((tip, index) => (
          <Paper component="li" key={tip.title} withBorder radius="lg" p="lg">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="xl" color="violet" aria-hidden>
                <Text fw={800}>{index + 1}</Text>
              </ThemeIcon>
              <Box>
                <Title order={3} fz="md">
                  {tip.title}
                </Title>
                <Text size="sm" c="gray.7" mt={4}>
                  {tip.text}
                </Text>
                <Anchor component={Link} to={tip.to} size="sm" fw={600} mt="xs" display="inline-block">
                  {tip.link}
                </Anchor>
              </Box>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
