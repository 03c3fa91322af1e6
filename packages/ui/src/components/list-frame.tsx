import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PagedCount, type PagedCountProps } from './pager';
import { QueryError, type RetryableQuery } from './query-error';

export interface ListQuery extends RetryableQuery {
  isError: boolean;
  isSuccess: boolean;
  data: unknown;
}

export interface ListFrameProps {
  /** The list's query: its error (with retry) replaces the list until data has come. */
  query: ListQuery;
  /** The error's title, and its message when the server gave none. */
  errorTitle: string;
  /** Nothing to list once loaded: `emptyState` shows instead. */
  empty: boolean;
  emptyState: ReactNode;
  /** The count and the pages under the list. */
  pager?: PagedCountProps;
  /** Frames the list and its pager in a bordered paper with these props. */
  paper?: PaperProps;
  /** The list (its own loading placeholders while the first page comes). */
  children: ReactNode;
}

/** A list's states in one place: the error with 'Reintentar', the empty state, or the list and its pager. */
export function ListFrame({ query, errorTitle, empty, emptyState, pager, paper, children }: ListFrameProps) {
  if (query.isError && !query.data)
    return <QueryError query={query} title={errorTitle} fallback={errorTitle} />;
  if (query.isSuccess && empty) return emptyState;
  const body = (
    <>
      {children}
      {pager && <PagedCount {...pager} />}
    </>
  );
  return paper ? (
    <Paper withBorder {...paper}>
      {body}
    </Paper>
  ) : (
    body
  );
}
