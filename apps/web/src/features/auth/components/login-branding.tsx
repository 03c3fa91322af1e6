import { Box, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging, IconMessages, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';

const values: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <IconBellRinging size={22} aria-hidden />,
    title: 'Información oportuna',
    text: 'Noticias, eventos y avisos que llegan a cada miembro justo cuando los necesita.',
  },
  {
    icon: <IconMessages size={22} aria-hidden />,
    title: 'Interacción en tiempo real',
    text: 'Oraciones, publicaciones y notificaciones que mantienen viva la conversación.',
  },
  {
    icon: <IconUsersGroup size={22} aria-hidden />,
    title: 'Unidos en propósito',
    text: 'Grupos, células y ministerios trabajando como un solo cuerpo.',
  },
];

/** The branding side of the login screen: tagline and the three value cards (cards hidden on phones). */
export function LoginBranding() {
  return (
    <Box
      component="section"
      aria-label="Koinonia"
      p={{ base: 'lg', md: 56 }}
      c="white"
      style={{
        background: 'linear-gradient(135deg, #3b1f8f 0%, #5b3fd1 55%, #4338ca 100%)',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
      }}
    >
      <Stack gap="lg" maw={520} mx="auto" w="100%">
        <BrandLogo size={48} color="white" />
        <Text fw={800} fz={{ base: 22, md: 34 }} lh={1.2}>
          Tu comunidad, unida e informada en un solo lugar.
        </Text>
        <Text fz={{ base: 'sm', md: 'lg' }} c="violet.0">
          Koinonia acompaña a pastores y líderes en el cuidado de su congregación: comunión en acción, todos
          los días.
        </Text>
        <Stack gap="sm" visibleFrom="md" mt="md">
          {values.map((v) => (
            <Paper
              key={v.title}
              p="md"
              style={{ background: 'rgba(255,255,255,0.12)', border: '1px solid rgba(255,255,255,0.25)' }}
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={42} color="white" variant="white" c="violet.8">
                  {v.icon}
                </ThemeIcon>
                <div>
                  <Text fw={700} c="white">
                    {v.title}
                  </Text>
                  <Text size="sm" c="white">
                    {v.text}
                  </Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
