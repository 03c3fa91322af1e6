import { schoolMessages } from '@koinonia/shared/school/school.schemas';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { downloadFile } from '@koinonia/ui/download-file';
import { notifyError } from '@koinonia/ui/notify';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { schoolPath } from '../api/school-keys';
import { dateRangeProblem } from '../lib/enrollment-filters';
import { bogotaToday } from '../lib/school-format';
import { schoolFallbacks } from '../lib/school-texts';

/** 'Reporte completo': an optional date range, then the printable HTML report as a download. */
export function CompleteReportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Reporte completo" size="md" centered>
      <ReportForm onClose={onClose} />
    </FormModal>
  );
}

function ReportForm({ onClose }: { onClose: () => void }) {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [busy, setBusy] = useState(false);
  const invalid = dateRangeProblem(startDate, endDate);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    setBusy(true);
    try {
      const query: Record<string, string> = { format: 'html' };
      if (startDate) query.startDate = startDate;
      if (endDate) query.endDate = endDate;
      await downloadFile(schoolPath('/reports/complete'), {
        query,
        fallback: schoolFallbacks.report,
        fileName: `reporte-escuela-biblica-${bogotaToday()}.html`,
      });
      onClose();
    } catch (err) {
      notifyError(err, schoolFallbacks.report);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Reporte completo">
      <Stack gap="md">
        <Text size="sm">
          Los cursos, sus cupos y las inscripciones, en un documento listo para imprimir. Sin fechas incluye
          todo.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label="Desde"
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Hasta"
            value={endDate}
            error={invalid ? schoolMessages.dateRangeInvalid : undefined}
            onChange={(e) => setEndDate(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy} leftSection={<IconFileDownload size={18} aria-hidden />}>
            Descargar reporte
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
