import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { IconInfoCircle } from '@tabler/icons-react';
import { GUEST_EXPLANATION } from '../lib/may-write';

/** Why a guest sees no way to post or comment (instead of a button that does nothing). */
export function GuestNotice() {
  return (
    <StatusAlert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title="Estás como invitado">
      {GUEST_EXPLANATION}
    </StatusAlert>
  );
}
