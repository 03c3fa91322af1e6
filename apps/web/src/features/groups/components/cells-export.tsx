import { bogotaDay } from '@koinonia/shared/common/days';
import { addDays } from '@koinonia/shared/common/weeks';
import { attendanceExportQuerySchema } from '@koinonia/shared/groups/cell-health.schemas';
import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { DateRangeFields } from '@koinonia/ui/components/date-range-fields';
import { ExportButtons } from '@koinonia/ui/components/export-buttons';
import { downloadFile } from '@koinonia/ui/download-file';
import { Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePhone } from '../../../lib/use-phone';

const EXPORT_FALLBACK = 'No se pudo exportar la asistencia';

/** The attendance export: one row per meeting report of a date range (the last 12 weeks by default). */
export function CellsExport({ sectors }: { sectors: Sector[] }) {
  const phone = usePhone();
  const today = bogotaDay(new Date());
  const [from, setFrom] = useState(addDays(today, -83));
  const [to, setTo] = useState(today);
  const [sectorId, setSectorId] = useState<string | null>(null);
  const query = { startDate: from, endDate: to, ...(sectorId ? { sectorId } : {}) };
  const issues = attendanceExportQuerySchema.safeParse(query).error?.issues ?? [];
  const errorOf = (field: string) => issues.find((i) => i.path[0] === field)?.message;

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="cells-export-title">
            Exportar asistencia
          </Title>
          <Text size="sm" c="gray.7">
            Una fila por reunión reportada, con quiénes asistieron y los visitantes.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateRangeFields
            from={from}
            to={to}
            onFromChange={setFrom}
            onToChange={setTo}
            fromError={errorOf('startDate')}
            toError={errorOf('endDate')}
          />
          <Select
            label="Sector"
            placeholder="Todos los sectores"
            data={sectors.map((s) => ({ value: s.id, label: s.name }))}
            value={sectorId}
            onChange={setSectorId}
            clearable
          />
        </SimpleGrid>
        <ExportButtons
          onExport={(format) =>
            downloadFile('/groups/attendance/export', {
              query: { format, ...query },
              fallback: EXPORT_FALLBACK,
              fileName: `asistencia-celulas-${from}-a-${to}.${format}`,
            })
          }
          fallback={EXPORT_FALLBACK}
          disabled={issues.length > 0}
          folded={phone}
        />
      </Stack>
    </Paper>
  );
}
