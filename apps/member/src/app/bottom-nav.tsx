import { Group, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconHeartHandshake,
  IconHome,
  IconMessages,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import classes from './bottom-nav.module.css';

const ITEMS = [
  { to: '/', label: 'Inicio', icon: IconHome, end: true },
  { to: '/comunidad', label: 'Comunidad', icon: IconMessages, end: false },
  { to: '/oracion', label: 'Oración', icon: IconHeartHandshake, end: false },
  { to: '/grupos', label: 'Grupos', icon: IconUsersGroup, end: false },
  { to: '/eventos', label: 'Eventos', icon: IconCalendarEvent, end: false },
  { to: '/perfil', label: 'Perfil', icon: IconUser, end: false },
] as const;

/** The app's six sections, at the bottom of the screen where a thumb reaches them. */
export function BottomNav() {
  return (
    <nav aria-label="Secciones" className={classes.nav}>
      <Group gap={0} grow wrap="nowrap" h="100%" maw={720} mx="auto">
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <UnstyledButton key={to} component={NavLink} to={to} end={end} className={classes.item}>
            <Icon size={22} stroke={1.7} aria-hidden />
            <Text component="span" fz={11} fw={600} lh={1.2}>
              {label}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
