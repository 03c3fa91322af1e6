import { type AuditAction, auditActionLabels } from '@koinonia/shared/audit/audit.constants';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge } from '@mantine/core';

const actionColors: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  deactivate: 'orange',
  reactivate: 'teal',
  lookup: 'gray',
};

/** 'Creó', 'Modificó', 'Eliminó'…: a light badge with AA contrast. */
export function ActionBadge({ action }: { action: AuditAction }) {
  const color = actionColors[action];
  return (
    <Badge
      variant="light"
      color={color}
      c={badgeTextColor(color)}
      tt="none"
      fw={600}
      // The whole word, always: a table column must not squeeze it into 'Mod…'.
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {auditActionLabels[action]}
    </Badge>
  );
}
