import { api, type RequestOptions } from '@koinonia/ui/api-client';
import { toPostError } from '../lib/post-errors';

/** Every posts call: the one API client, with the posts service's messages (spec section 8). */
export async function postsApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (err) {
    throw toPostError(err);
  }
}
