import { ApiError } from './api-client';

/**
 * A read that fails is retried once, and only when the server could not be reached (a network
 * glitch: status 0). A refusal (4xx) or a server's failure (5xx) is an answer: the screen shows its
 * message and 'Reintentar' at once rather than after seconds of silent retries.
 */
export function retryRead(failures: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failures < 1;
}
