import type { ReactNode } from 'react';
import { FormModal } from './form-modal';
import { LoadingSpinner } from './loading-spinner';
import { QueryError, type RetryableQuery } from './query-error';

/** What the detail modal reads of its record's query (TanStack Query's result fits). */
export interface DetailQuery<T> extends RetryableQuery {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface DetailModalProps<T> {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title and accessible name. */
  title: string;
  query: DetailQuery<T>;
  /** The accessible name of the loading state ('Cargando evento'). */
  loadingLabel: string;
  /** The error message when the server gave none. */
  fallback: string;
  /** The body once the record is there. */
  children: (item: T) => ReactNode;
}

/** A record opened in a modal: its loading state, its error with 'Reintentar', then its details. */
export function DetailModal<T>({
  opened,
  onClose,
  title,
  query,
  loadingLabel,
  fallback,
  children,
}: DetailModalProps<T>) {
  const item = query.data;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="lg" fullScreenBelow="36em">
      {query.isPending ? (
        <LoadingSpinner label={loadingLabel} small />
      ) : query.isError || item == null ? (
        <QueryError query={query} fallback={fallback} size="sm" />
      ) : (
        children(item)
      )}
    </FormModal>
  );
}
