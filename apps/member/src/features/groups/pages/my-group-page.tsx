import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconClipboardPlus, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { joinRequestsQuery, useAnswerRequest, useMyGroups } from '../api/my-groups';
import { LeaderMeetings } from '../components/leader-meetings';
import { LeaderRoster } from '../components/leader-roster';

/** A group its leader or co-leader runs from the phone: requests to join, the roster, the last meetings. */
export default function MyGroupPage() {
  const { id = '' } = useParams();
  const mine = useMyGroups();
  const mineGroup = mine.data?.groups.find((g) => g.group.id === id);
  const leads = mineGroup !== undefined && mineGroup.role !== 'member';
  const requests = useQuery({ ...joinRequestsQuery(id), enabled: leads });
  const answer = useAnswerRequest(id);
  useDocumentTitle(`${mineGroup?.group.name ?? 'Mi grupo'} · Koinonia`);

  if (mine.isPending) return <LoadingPanel text="Cargando tu grupo..." />;
  if (mine.isError && !mine.data) return <QueryError query={mine} fallback="No se pudo cargar tu grupo" />;
  const back = (
    <Anchor component={Link} to="/grupos" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Grupos
      </Group>
    </Anchor>
  );
  if (!mineGroup || !leads)
    return (
      <Stack gap="md">
        {back}
        <EmptyState
          icon={<IconUsers size={28} aria-hidden />}
          title="Este grupo no lo lideras"
          text="Solo el líder y el colíder del grupo ven su lista y registran sus reuniones."
        />
      </Stack>
    );
  const { group } = mineGroup;
  const pending = requests.data?.items ?? [];

  return (
    <Stack gap="md">
      {back}
      <div>
        <Title order={1} fz="h2">
          {group.name}
        </Title>
        <Text c="gray.7" size="sm">
          {group.meeting.day} · {group.meeting.time} · {group.meeting.address}
        </Text>
      </div>
      <Button
        component={Link}
        to={`/grupos/${group.id}/reunion`}
        size="md"
        leftSection={<IconClipboardPlus size={20} aria-hidden />}
      >
        Registrar reunión
      </Button>

      {pending.length > 0 && (
        <section aria-labelledby="requests-title">
          <Title order={2} fz="h4" mb="xs" id="requests-title">
            Quieren unirse ({pending.length})
          </Title>
          <Stack gap="xs">
            {pending.map((r) => (
              <Paper key={r.id} withBorder radius="md" p="sm">
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{r.user.name}</Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Rechazar a ${r.user.name}`}
                      onClick={() =>
                        answer.mutate(
                          { requestId: r.id, accept: false },
                          { onError: (err) => notifyError(err, 'No se pudo responder la solicitud') },
                        )
                      }
                    >
                      Rechazar
                    </Button>
                    <Button
                      size="xs"
                      aria-label={`Aceptar a ${r.user.name}`}
                      onClick={() =>
                        answer.mutate(
                          { requestId: r.id, accept: true },
                          {
                            onSuccess: () => notifySuccess(`${r.user.name} ya es parte del grupo.`),
                            onError: (err) => notifyError(err, 'No se pudo responder la solicitud'),
                          },
                        )
                      }
                    >
                      Aceptar
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      )}

      <LeaderRoster groupId={group.id} capacity={group.capacity} />
      <LeaderMeetings groupId={group.id} />
    </Stack>
  );
}
