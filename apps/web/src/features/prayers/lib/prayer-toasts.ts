import { errorMessage } from '@koinonia/ui/api-client';
import { notifyError } from '@koinonia/ui/notify';

/**
 * A failed prayer call as a toast: the spec's text (section 8) as the title and the server's reason
 * under it, or the spec's text alone when the server gave none.
 */
export function notifyPrayerError(error: unknown, toast: string) {
  if (errorMessage(error, toast) === toast) notifyError(error, toast);
  else notifyError(error, toast, toast);
}
