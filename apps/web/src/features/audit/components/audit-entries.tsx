import { auditObjectTypeLabels } from '@koinonia/shared/audit/audit.constants';
import { type AuditEntry, isFieldChange } from '@koinonia/shared/audit/audit.schemas';
import { Box, Group, Paper, Spoiler, Stack, Table, Text } from '@mantine/core';
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

const headers = ['Fecha y hora', 'Persona', 'Acción', 'Objeto', 'Cambios', 'IP'];

/** The entries: a table from tablets up, cards on a phone. */
export function AuditEntries({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={860}>
          <Table
            verticalSpacing="sm"
            striped
            aria-label="Registro de actividad"
            aria-busy={busy || undefined}
            data-testid="audit-table"
          >
            <Table.Thead>
              <Table.Tr>
                {headers.map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    <Text size="sm" component="time" dateTime={entry.createdAt}>
                      {formatDateTime(entry.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Text size="sm">{entry.actor.name}</Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <ActionBadge action={entry.action} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', maxWidth: 220 }}>
                    <ObjectCell entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', minWidth: 260 }}>
                    <Changes entry={entry} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    <Text size="sm" ff="monospace">
                      {entry.ip ?? '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <Stack
        hiddenFrom="sm"
        gap="sm"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Registro de actividad"
        aria-busy={busy || undefined}
      >
        {entries.map((entry) => (
          <Paper key={entry.id} component="li" withBorder p="sm">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Box style={{ minWidth: 0 }}>
                <ObjectCell entry={entry} />
              </Box>
              <ActionBadge action={entry.action} />
            </Group>
            <Text size="sm" c="gray.7" mt={4}>
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> · {entry.actor.name}
            </Text>
            <Box mt="xs">
              <Changes entry={entry} />
            </Box>
            <Text size="xs" c="gray.7" mt="xs">
              IP:{' '}
              <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{entry.ip ?? '—'}</span>
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
