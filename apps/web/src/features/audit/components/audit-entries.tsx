import { auditActionLabels, auditObjectTypeLabels } from '@koinonia/shared/audit/audit.constants';
import { type AuditEntry, isFieldChange } from '@koinonia/shared/audit/audit.schemas';
import { Spoiler, Stack, type TableProps, Text } from '@mantine/core';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { changeLines, formatDateTime } from '../lib/format';
import { ActionBadge } from './action-badge';

/** What names the object in the entry (a sector's or group's name, a news title), when it says. */
function objectName(entry: AuditEntry): string | null {
  const value = entry.changes?.name ?? entry.changes?.title;
  const name = isFieldChange(value) ? value.to : value;
  return typeof name === 'string' && name ? name : null;
}

function ObjectCell({ entry }: { entry: AuditEntry }) {
  const name = objectName(entry);
  return (
    <>
      <Text size="sm" fw={600}>
        {auditObjectTypeLabels[entry.objectType]}
      </Text>
      {name && (
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
      )}
    </>
  );
}

/** The changed fields, one per line; long lists fold behind 'Ver más'. */
function Changes({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.changes);
  if (lines.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Sin cambios de campos
      </Text>
    );
  }
  return (
    <Spoiler
      maxHeight={86}
      showLabel="Ver más"
      hideLabel="Ver menos"
      styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <Text key={line.field} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              {line.label}:
            </Text>{' '}
            {line.text}
          </Text>
        ))}
      </Stack>
    </Spoiler>
  );
}

const columns: ListColumn<AuditEntry>[] = [
  {
    key: 'time',
    header: 'Fecha y hora',
    cell: (entry) => (
      <Text size="sm" component="time" dateTime={entry.createdAt}>
        {formatDateTime(entry.createdAt)}
      </Text>
    ),
    tdProps: { style: { whiteSpace: 'nowrap', verticalAlign: 'top' } },
  },
  {
    key: 'actor',
    header: 'Persona',
    cell: (entry) => <Text size="sm">{entry.actor.name}</Text>,
    tdProps: { style: { verticalAlign: 'top' } },
  },
  {
    key: 'action',
    header: 'Acción',
    role: 'status',
    cell: (entry) => <ActionBadge action={entry.action} />,
    tdProps: { style: { verticalAlign: 'top' } },
  },
  {
    key: 'object',
    header: 'Objeto',
    role: 'title',
    cell: (entry) => <ObjectCell entry={entry} />,
    tdProps: { style: { verticalAlign: 'top', maxWidth: 220 } },
  },
  {
    key: 'changes',
    header: 'Cambios',
    cell: (entry) => <Changes entry={entry} />,
    tdProps: { style: { verticalAlign: 'top', minWidth: 260 } },
  },
  {
    key: 'ip',
    header: 'IP',
    cell: (entry) => (
      <Text size="sm" ff="monospace">
        {entry.ip ?? '—'}
      </Text>
    ),
    tdProps: { style: { verticalAlign: 'top', whiteSpace: 'nowrap' } },
  },
];

/** What a card is called: the object, then what was done and by whom. */
function entryLabel(entry: AuditEntry) {
  const name = objectName(entry);
  const object = auditObjectTypeLabels[entry.objectType];
  return `${name ? `${object} ${name}` : object}: ${auditActionLabels[entry.action]} por ${entry.actor.name}`;
}

/** The entries: a table from tablets up, cards (the object first) on a phone. */
export function AuditEntries({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <ResponsiveList
      items={entries}
      columns={columns}
      getKey={(entry) => entry.id}
      getLabel={entryLabel}
      label="Registro de actividad"
      busy={busy}
      tableMinWidth={860}
      tableProps={{ verticalSpacing: 'sm', striped: true, 'data-testid': 'audit-table' } as TableProps}
    />
  );
}
