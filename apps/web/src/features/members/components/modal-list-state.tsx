import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { MembersPage } from '../api/get-members';
import { StatusAlert } from './status-alert';

export interface ModalListStateProps {
  query: { data: MembersPage | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
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
      <StatusAlert color="red" title="No se pudo cargar la lista de miembros">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error, 'Error al cargar miembros')}</Text>
          <Button size="xs" color="red.9" onClick={() => query.refetch()}>
            Reintentar
          </Button>
        </Stack>
      </StatusAlert>
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
