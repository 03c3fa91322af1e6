import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBell,
  IconBook2,
  IconCalendarEvent,
  IconHeartHandshake,
  IconMessageCircle,
  IconNews,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import classes from './home.module.css';

interface ModuleLink {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
}

const modules: ModuleLink[] = [
  {
    to: '/users',
    title: 'Gestión de Miembros',
    description: 'Invita, organiza y acompaña a cada persona de tu comunidad.',
    icon: IconUsers,
    color: 'violet',
  },
  {
    to: '/groups',
    title: 'Grupos y Células',
    description: 'Sectores, líderes, horarios y capacidad de cada grupo.',
    icon: IconUsersGroup,
    color: 'blue',
  },
  {
    to: '/news',
    title: 'Centro de Noticias',
    description: 'Publica noticias y anuncios que verán en la app móvil.',
    icon: IconNews,
    color: 'cyan',
  },
  {
    to: '/events',
    title: 'Eventos y Calendario',
    description: 'Planifica cultos, retiros y actividades especiales.',
    icon: IconCalendarEvent,
    color: 'teal',
  },
  {
    to: '/community-posts',
    title: 'Publicaciones',
    description: 'Cumpleaños, testimonios y celebraciones de la comunidad.',
    icon: IconMessageCircle,
    color: 'green',
  },
  {
    to: '/prayers',
    title: 'Centro de Oración',
    description: 'Recibe y acompaña las peticiones de oración.',
    icon: IconHeartHandshake,
    color: 'pink',
  },
  {
    to: '/notifications',
    title: 'Notificaciones Push',
    description: 'Envía mensajes directos a los teléfonos de tus miembros.',
    icon: IconBell,
    color: 'orange',
  },
  {
    to: '/biblical-school',
    title: 'Escuela Bíblica',
    description: 'Cursos, inscripciones y formación en la Palabra.',
    icon: IconBook2,
    color: 'indigo',
  },
];

/** The eight module shortcuts of the home page; each card is one keyboard-reachable link. */
export function ModuleCards() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {modules.map(({ to, title, description, icon: Icon, color }) => (
        <li key={to}>
          <Card component={Link} to={to} withBorder radius="lg" padding="lg" className={classes.card}>
            <Group justify="space-between" align="flex-start" mb="md">
              <ThemeIcon size={48} variant="light" color={color}>
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <IconArrowRight size={18} color="var(--mantine-color-gray-6)" aria-hidden />
            </Group>
            <Title order={3} fz="lg" mb={4}>
              {title}
            </Title>
            <Text size="sm" c="gray.7">
              {description}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
