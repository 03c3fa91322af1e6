import { api } from '@koinonia/ui/api-client';

/**
 * A list the news form can do without (categories, tags): the built-in one when it cannot be fetched
 * (spec section 8), with `warning` in the console. A cancelled request stays cancelled.
 */
export async function fetchOrFallback<T>(path: string, fallback: T, warning: string, signal?: AbortSignal) {
  try {
    return await api<T>(path, { signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    console.warn(warning, err);
    return fallback;
  }
}
