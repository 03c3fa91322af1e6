import { useMutation } from '@tanstack/react-query';
import { switchCommunity } from '../../../lib/account-session';

/** POST /api/auth/switch-community: a new session in another of the person's communities. */
export function useSwitchCommunity() {
  return useMutation({ mutationFn: switchCommunity });
}
