import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { usePrayingPeople } from '../api/praying-people';
import { personName } from '../lib/prayer-display';
import classes from './prayer-card.module.css';

/**
 * 'Quiénes oran': opens the list of the people praying (asked for when opened), newest first, 50 at a
 * time. The API never lists an anonymous prayer's author here.
 */
export function PrayingPeople({ prayer }: { prayer: Prayer }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const people = usePrayingPeople(prayer.id, open);
  const items = people.data?.pages.flatMap((page) => page.items) ?? [];
  if (prayer.prayingCount === 0) return null;

  return (
    <div className={classes.people}>
      <button
        type="button"
        className={classes.peopleToggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Quiénes oran
        {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      </button>
      {open && (
        <div id={listId}>
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
        </div>
      )}
    </div>
  );
}
