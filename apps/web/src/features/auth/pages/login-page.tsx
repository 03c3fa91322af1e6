import { Anchor, Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { dashboardAccessError } from '../../../lib/dashboard-access';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/use-session';
import { LoginBranding } from '../components/login-branding';
import { LoginForm } from '../components/login-form';

/**
 * The login screen: at /login, and in place of any page when there is no session (the AuthGate).
 * After a successful login on /login it goes home; elsewhere it stays on the requested page.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();

  function handleSuccess() {
    queryClient.clear();
    if (pathname === '/login') navigate('/', { replace: true });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100dvh">
      <LoginBranding />
      <Box
        component="main"
        p={{ base: 'md', sm: 'xl' }}
        bg="gray.0"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={460}>
          {session && !dashboardAccessError(session.user) && pathname === '/login' && (
            <Text size="sm" mb="md" c="gray.8">
              Ya tienes una sesión activa como {session.user.email}.{' '}
              <Anchor component={Link} to="/" fw={600}>
                Ir al inicio
              </Anchor>
            </Text>
          )}
          <LoginForm onSuccess={handleSuccess} />
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
