import { roleColors, roleLabels } from '@koinonia/shared/members/members.labels';
import type { Role } from '@koinonia/shared/members/members.schemas';
import { Badge } from '@mantine/core';

/** Dark text for each light badge colour, so that the small label passes AA contrast (4.5:1). */
const textColors: Record<string, string> = {
  violet: '#4c2f9e',
  grape: '#702080',
  blue: '#124f80',
  teal: '#075243',
  green: '#1d5e2b',
  red: '#9b1c1c',
  orange: '#8a3100',
  gray: '#343a40',
  yellow: '#6b4800',
};

export function badgeTextColor(color: string): string {
  return textColors[color] ?? '#212529';
}

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
