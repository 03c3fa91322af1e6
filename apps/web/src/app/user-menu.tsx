import { initialsOf } from '@koinonia/ui/initials';
import { clearSession } from '@koinonia/ui/session';
import { useSession } from '@koinonia/ui/use-session';
import { Avatar, Badge, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { queryClient } from '../lib/query-client';
import { navEntries } from './features';

/**
 * The top-bar user menu: initial, name, email, role badge, the features' nav entries (features.ts:
 * 'Registro de actividad', pastors only) and 'Cerrar Sesión'.
 */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const user = session?.user;
  const name = user?.name?.trim() || 'Usuario';
  const initial = initialsOf(name);
  const isAdmin = user?.role === 'COMMUNITY_ADMIN';

  function logout() {
    clearSession();
    queryClient.clear();
    navigate('/');
  }

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Menú de usuario: ${name}`}
          data-testid="user-menu"
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          className="mantine-focus-auto"
        >
          <Group gap={8} wrap="nowrap">
            <Avatar color="violet" radius="xl" size={36}>
              {initial}
            </Avatar>
            <Box visibleFrom="sm" maw={180}>
              <Text size="sm" fw={600} truncate>
                {name}
              </Text>
            </Box>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="violet" radius="xl" size={40}>
              {initial}
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" truncate>
                {name}
              </Text>
              <Text size="xs" c="gray.7" truncate>
                {user?.email}
              </Text>
            </Box>
          </Group>
          <Badge mt="sm" variant="light" color={isAdmin ? 'violet' : 'blue'}>
            {isAdmin ? 'Administrador' : 'Usuario'}
          </Badge>
        </Box>
        <Menu.Divider />
        {navEntries
          .filter((entry) => isAdmin || !entry.adminOnly)
          .map(({ to, label, icon: Icon }) => (
            <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={18} aria-hidden />}>
              {label}
            </Menu.Item>
          ))}
        <Menu.Item color="red.9" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
          Cerrar Sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
