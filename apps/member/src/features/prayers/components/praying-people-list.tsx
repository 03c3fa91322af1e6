import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { usePrayingPeople } from '../api/praying-people';
import { personName } from '../lib/prayer-display';

/** The people praying, asked for when the list opens, newest first, 50 at a time. */
export function PrayingPeopleList({ prayer }: { prayer: Prayer }) {
  const people = usePrayingPeople(prayer.id, true);
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {people.isPending ? (
        <Loader size="sm" aria-label="Cargando quiénes oran" />
      ) : people.isError && items.length === 0 ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="red.9" role="alert">
            {errorMessage(people.error, 'No se pudo cargar quiénes oran.')}
          </Text>
          <Button variant="light" size="sm" mih={44} onClick={() => people.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="gray.7">
          Nadie que puedas ver está orando todavía.
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} pl="md" aria-label="Personas orando">
          {items.map((p) => (
            <Text component="li" size="sm" key={p.id}>
              {personName(p.user)}
            </Text>
          ))}
        </Stack>
      )}
      {people.hasNextPage && (
        <Button
          variant="subtle"
          size="sm"
          mih={44}
          loading={people.isFetchingNextPage}
          onClick={() => void people.fetchNextPage()}
        >
          Ver más personas
        </Button>
      )}
    </>
  );
}
