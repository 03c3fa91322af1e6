import { roleColors, roleLabels } from '@koinonia/shared/members/members.labels';
import type { Role } from '@koinonia/shared/members/members.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge } from '@mantine/core';

/** Role badge: light background with a dark shade of the role colour (AA contrast). */
export function RoleBadge({ role }: { role: Role }) {
  const color = roleColors[role];
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none" fw={600}>
      {roleLabels[role]}
    </Badge>
  );
}

export function StatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge variant="light" color="green" c={badgeTextColor('green')} tt="none" fw={600}>
      Activo
    </Badge>
  ) : (
    <Badge variant="light" color="red" c={badgeTextColor('red')} tt="none" fw={600}>
      Inactivo
    </Badge>
  );
}
