import { useSession } from '@koinonia/ui/use-session';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SignInScreen } from '../boot/sign-in-screen';
import { queryClient } from '../lib/query-client';

/**
 * Guards every signed-in screen: the sign-in screen in place (same address) without a session; a
 * person with no community yet goes to /comunidades, which asks for an invitation, and so does one
 * who just signed in and belongs to several (to pick one).
 */
export function AppGate() {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!session) {
    return (
      <SignInScreen
        onSignedIn={({ chooseCommunity }) => {
          // Signed out, or the session expired (a 401 cleared it): the next person starts with nothing cached.
          queryClient.clear();
          if (chooseCommunity) navigate('/comunidades', { replace: true });
        }}
      />
    );
  }
  if (!session.user.communityId && pathname !== '/comunidades') return <Navigate to="/comunidades" replace />;
  return <Outlet />;
}
