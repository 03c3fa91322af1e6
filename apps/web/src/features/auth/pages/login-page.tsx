import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { useSession } from '@koinonia/ui/use-session';
import { Anchor, Box, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { dashboardAccessError } from '../../../lib/dashboard-access';
import { queryClient } from '../../../lib/query-client';
import { EXPIRED_PARAM, NEXT_PARAM, SESSION_EXPIRED_MESSAGE, safeReturnPath } from '../../../lib/return-to';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginBranding } from '../components/login-branding';
import { LoginForm } from '../components/login-form';

/**
 * The login screen: at /login, and in place of any page when there is no session (the AuthGate).
 * After a successful login on /login it goes to the page the expired session was on (`next`, a path of
 * this site only), else home; elsewhere it stays on the requested page. A session that expired says so.
 */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const onLogin = pathname === '/login';
  const expired = onLogin && params.get(EXPIRED_PARAM) === '1' && !session;

  function handleSuccess() {
    queryClient.clear();
    if (onLogin) navigate(safeReturnPath(params.get(NEXT_PARAM)) ?? '/', { replace: true });
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
          {expired && (
            <StatusAlert
              color="orange"
              role="status"
              mb="md"
              icon={<IconClockExclamation size={20} aria-hidden />}
              data-testid="session-expired"
            >
              {SESSION_EXPIRED_MESSAGE}
            </StatusAlert>
          )}
          <LoginForm onSuccess={handleSuccess} />
        </Paper>
      </Box>
    </SimpleGrid>
  );
}
