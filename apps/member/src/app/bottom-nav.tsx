import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import classes from './bottom-nav.module.css';

const ITEMS = [
  { to: '/', label: 'Inicio', icon: IconHome, end: true },
  { to: '/grupos', label: 'Grupos', icon: IconUsersGroup, end: false },
  { to: '/eventos', label: 'Eventos', icon: IconCalendarEvent, end: false },
  { to: '/perfil', label: 'Perfil', icon: IconUser, end: false },
] as const;

/** The app's four sections, at the bottom of the screen where a thumb reaches them. */
export function BottomNav() {
  return (
    <nav aria-label="Secciones" className={classes.nav}>
      <Group gap={0} grow wrap="nowrap" h="100%" maw={720} mx="auto">
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <UnstyledButton key={to} component={NavLink} to={to} end={end} className={classes.item}>
            <Icon size={24} stroke={1.7} aria-hidden />
            <Text component="span" size="xs" fw={600}>
              {label}
            </Text>
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
