import { errorMessage } from '../api-client';
import { LoadError, type LoadErrorProps } from './load-error';

/** What a failed query offers to its error state (TanStack Query's result fits). */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryErrorProps extends Omit<LoadErrorProps, 'message' | 'onRetry' | 'retrying'> {
  query: RetryableQuery;
  /** The message when the server gave none. */
  fallback: string;
}

/** A failed query: its message (the server's, else `fallback`) and 'Reintentar', busy while it retries. */
export function QueryError({ query, fallback, ...rest }: QueryErrorProps) {
  return (
    <LoadError
      {...rest}
      message={errorMessage(query.error, fallback)}
      onRetry={() => query.refetch()}
      retrying={query.isFetching}
    />
  );
}
