import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { LoadError } from '@koinonia/ui/components/load-error';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { formatCount } from '@koinonia/ui/format-number';
import { fetchMore } from '@koinonia/ui/load-more-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatRelativeDate } from '../../../lib/format-date';
import { PRAYING_LOAD_ERROR, usePrayingUsers } from '../api/get-praying-users';
import { personName } from '../lib/prayer-people';
import { PersonAvatar } from './person-avatar';

/** 'Personas orando' (spec section 2): everyone praying for a prayer, newest first, 50 at a time. */
export function PrayingUsersModal({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  return (
    <FormModal opened={!!prayer} onClose={onClose} title="Personas orando" size="md" fullScreenBelow="36em">
      {prayer && <PrayingList prayer={prayer} />}
    </FormModal>
  );
}

function PrayingList({ prayer }: { prayer: Prayer }) {
  const list = usePrayingUsers(prayer.id);
  const people = list.data?.items ?? [];
  const total = list.data?.total ?? prayer.prayingCount;

  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        {prayer.title} · {formatCount(total)} {total === 1 ? 'persona orando' : 'personas orando'}
      </Text>
      {list.isPending ? (
        <LoadingSpinner label="Cargando personas orando" small />
      ) : list.isError && people.length === 0 ? (
        <QueryError query={list} fallback={PRAYING_LOAD_ERROR} size="sm" />
      ) : people.length === 0 ? (
        <Text size="sm">Nadie está orando por esta petición todavía.</Text>
      ) : (
        <ul aria-label="Personas orando" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {people.map((p) => (
            <Group component="li" key={p.id} gap="sm" wrap="nowrap" py={6}>
              <PersonAvatar person={p.user} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {personName(p.user)}
                </Text>
                <Text size="xs" c="gray.7">
                  Orando desde <time dateTime={p.createdAt}>{formatRelativeDate(p.createdAt)}</time>
                </Text>
              </div>
            </Group>
          ))}
        </ul>
      )}
      {list.isError && people.length > 0 && (
        <LoadError
          size="sm"
          message={errorMessage(list.error, PRAYING_LOAD_ERROR)}
          onRetry={() => list.fetchNextPage()}
          retrying={list.isFetchingNextPage}
        />
      )}
      {list.hasNextPage && !list.isError && (
        <Button variant="light" loading={list.isFetchingNextPage} onClick={() => fetchMore(list)}>
          Cargar más
        </Button>
      )}
    </Stack>
  );
}
