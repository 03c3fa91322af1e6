import { QueryError } from '@koinonia/ui/components/query-error';
import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MembersPage } from '../api/get-members';

export interface ModalListStateProps {
  query: {
    data: MembersPage | undefined;
    isLoading: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  emptyText: string;
  children: ReactNode;
}

/** Loading, error (with retry) and empty states of the lists inside the older modals. */
export function ModalListState({ query, emptyText, children }: ModalListStateProps) {
  if (query.isLoading) {
    return (
      <Center py="lg">
        <Loader aria-label="Cargando miembros" />
      </Center>
    );
  }
  if (query.error && !query.data) {
    return (
      <QueryError
        query={query}
        fallback="Error al cargar miembros"
        size="sm"
        title="No se pudo cargar la lista de miembros"
      />
    );
  }
  if (query.data && query.data.items.length === 0) {
    return (
      <Text size="sm" c="gray.7" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
