import type { Meeting, MeetingVisitor } from '@koinonia/shared/groups/cell-life.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { VisitorInviteButton } from '@koinonia/ui/components/visitor-invite-button';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatShortDay as formatDay } from '../../../lib/format-date';
import { lastMeetingsQuery, useInviteVisitor } from '../api/my-groups';
import { editableByLeader } from '../lib/leader-window';

/** The group's last meetings: "Editar" while the leader still may, and each visitor's invitation. */
export function LeaderMeetings({ groupId }: { groupId: string }) {
  const meetings = useQuery(lastMeetingsQuery(groupId));
  return (
    <section aria-labelledby="meetings-title">
      <Title order={2} fz="h4" mb="xs" id="meetings-title">
        Últimas reuniones
      </Title>
      {meetings.data && meetings.data.items.length === 0 && (
        <Text size="sm" c="gray.7">
          Aún no hay reuniones registradas.
        </Text>
      )}
      <Stack gap="xs">
        {meetings.data?.items.map((m) => (
          <MeetingCard key={m.id} groupId={groupId} meeting={m} />
        ))}
      </Stack>
    </section>
  );
}

function MeetingCard({ groupId, meeting: m }: { groupId: string; meeting: Meeting }) {
  const day = formatDay(m.date);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Reunión del ${day}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {day}
        </Text>
        {m.held ? (
          <Badge variant="light" color="teal" c={badgeTextColor('teal')}>
            {m.attendanceCount} {m.attendanceCount === 1 ? 'asistente' : 'asistentes'}
            {m.visitors.length > 0
              ? ` · ${m.visitors.length} ${m.visitors.length === 1 ? 'visitante' : 'visitantes'}`
              : ''}
          </Badge>
        ) : (
          <Badge variant="light" color="orange" c={badgeTextColor('orange')}>
            No se reunió
          </Badge>
        )}
      </Group>
      {m.topic && (
        <Text size="sm" c="gray.7">
          {m.topic}
        </Text>
      )}
      {m.visitors.length > 0 && (
        <Stack gap={4} mt="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {m.visitors.map((v) => (
            <VisitorLine key={v.id} visitor={v} />
          ))}
        </Stack>
      )}
      {editableByLeader(m.date) && (
        <Button
          component={Link}
          to={`/grupos/${groupId}/reunion/${m.id}`}
          variant="subtle"
          size="xs"
          mt="xs"
          mih={36}
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={`Editar la reunión del ${day}`}
        >
          Editar
        </Button>
      )}
    </Paper>
  );
}

/** A visitor, and their invitation to join the community. */
function VisitorLine({ visitor }: { visitor: MeetingVisitor }) {
  const invite = useInviteVisitor();
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">Visitante: {visitor.name}</Text>
      <VisitorInviteButton visitor={visitor} invite={invite.mutateAsync} />
    </Group>
  );
}
