import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { GUEST_EXPLANATION } from '../lib/may-write';

// Guests only: the alert's component loads for them.
const StatusAlert = lazy(() =>
  import('@koinonia/ui/components/status-alert').then((m) => ({ default: m.StatusAlert })),
);

/** Why a guest sees no way to post or comment (instead of a button that does nothing). */
export function GuestNotice() {
  return (
    <Suspense fallback={null}>
      <StatusAlert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} title="Estás como invitado">
        {GUEST_EXPLANATION}
      </StatusAlert>
    </Suspense>
  );
}
