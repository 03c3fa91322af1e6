import type { Group as GroupItem } from '@koinonia/shared/groups/groups.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Badge, Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMyGroups, useRequestToJoin } from '../api/my-groups';

/** "Quiero unirme" on an open group that is not the person's; "Solicitud enviada" while it waits. */
export function JoinButton({ group }: { group: GroupItem }) {
  const mine = useMyGroups();
  const ask = useRequestToJoin();
  if (!mine.data) return null;
  if (mine.data.groups.some((g) => g.group.id === group.id))
    return (
      <Badge color="violet" variant="light" c={badgeTextColor('violet')} style={{ alignSelf: 'flex-start' }}>
        Eres parte de este grupo
      </Badge>
    );
  if (mine.data.pendingRequests.some((r) => r.groupId === group.id))
    return (
      <Badge color="blue" variant="light" c={badgeTextColor('blue')} style={{ alignSelf: 'flex-start' }}>
        Solicitud enviada
      </Badge>
    );
  if (!group.isOpenToNewMembers || group.capacity.current >= group.capacity.total) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconUserPlus size={18} aria-hidden />}
      loading={ask.isPending}
      style={{ alignSelf: 'flex-start' }}
      aria-label={`Quiero unirme a ${group.name}`}
      onClick={() =>
        ask.mutate(group.id, {
          onSuccess: () => notifySuccess(`Le enviamos tu solicitud al líder de ${group.name}.`),
          onError: (err) => notifyError(err, 'No se pudo enviar la solicitud'),
        })
      }
    >
      Quiero unirme
    </Button>
  );
}
