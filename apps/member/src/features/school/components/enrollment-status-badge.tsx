import { enrollmentStatusColors, enrollmentStatusLabels } from '@koinonia/shared/school/school.labels';
import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, type BadgeProps } from '@mantine/core';

/** An enrollment's state in Spanish ('Pendiente', 'Confirmada'…), in its colour; `prefix` before it. */
export function EnrollmentStatusBadge({
  status,
  prefix = '',
  ...props
}: { status: EnrollmentStatus; prefix?: string } & BadgeProps) {
  const color = enrollmentStatusColors[status];
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none" {...props}>
      {prefix}
      {enrollmentStatusLabels[status]}
    </Badge>
  );
}
