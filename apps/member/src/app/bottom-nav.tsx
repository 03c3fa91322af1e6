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
      <div className={classes.row}>
        {ITEMS.map(({ to, label, icon: Icon, end }) => (
          <NavLink key={to} to={to} end={end} className={classes.item}>
            <Icon size={22} stroke={1.7} aria-hidden />
            <span className={classes.label}>{label}</span>
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
