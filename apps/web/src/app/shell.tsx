import { setUnauthorizedHandler } from '@koinonia/ui/api-client';
import { ActionIcon, Anchor, AppShell, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { queryClient } from '../lib/query-client';
import { expiredLoginPath } from '../lib/return-to';
import { UserMenu } from './user-menu';

const HEADER_HEIGHT = 64;
const FOOTER_HEIGHT = 56;

/** The signed-in layout: top bar, routed content and (except on '/') a footer. */
export function Shell() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  // While a page loads its data for the first time the footer waits below the fold, so the data arriving
  // never pushes it down in view (a layout shift).
  const firstLoad = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;

  // A 401 anywhere (the API client has already cleared the session) goes to /login without a reload,
  // saying why and carrying the page that was open, so that signing in again returns there.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      const { pathname: path, search, hash } = window.location;
      // Several calls may fail together: the first one chooses where to return.
      if (path === '/login') return;
      navigate(expiredLoginPath(path + search + hash), { replace: true });
    });
  }, [navigate]);

  // Each page starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" aria-label="Koinonia: ir al inicio" underline="never" c="dark.8">
            <BrandLogo size={36} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {!isHome && (
              <>
                <Button
                  variant="light"
                  leftSection={<IconArrowLeft size={18} aria-hidden />}
                  onClick={() => navigate('/')}
                  visibleFrom="sm"
                >
                  Volver al Inicio
                </Button>
                <ActionIcon
                  variant="light"
                  size="lg"
                  aria-label="Volver al Inicio"
                  onClick={() => navigate('/')}
                  hiddenFrom="sm"
                >
                  <IconHome size={20} aria-hidden />
                </ActionIcon>
              </>
            )}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Main
        bg="gray.0"
        style={{ minHeight: isHome || firstLoad ? '100dvh' : `calc(100dvh - ${FOOTER_HEIGHT}px)` }}
      >
        <Outlet />
      </AppShell.Main>

      {!isHome && (
        <Box
          component="footer"
          h={FOOTER_HEIGHT}
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Container size="xl" h="100%">
            <Group h="100%" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="gray.7">
                © {new Date().getFullYear()} Koinonia
              </Text>
              <Text size="sm" c="gray.7" ta="right">
                Comunión en acción
              </Text>
            </Group>
          </Container>
        </Box>
      )}
    </AppShell>
  );
}
