import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notifyError } from '../notify';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonsProps {
  /** Downloads the file in that format; a refusal becomes an error toast. */
  onExport: (format: ExportFormat) => Promise<unknown>;
  /** The toast's message when the server gave none. */
  fallback: string;
  disabled?: boolean;
  /** More buttons of the same row, after the two exports. */
  children?: ReactNode;
}

/** 'Exportar CSV' and 'Exportar Excel': the one being downloaded shows busy and both wait for it. */
export function ExportButtons({ onExport, fallback, disabled = false, children }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await onExport(format);
    } catch (err) {
      notifyError(err, fallback);
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        loading={busy === 'csv'}
        disabled={!!busy || disabled}
        onClick={() => download('csv')}
      >
        Exportar CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        loading={busy === 'xlsx'}
        disabled={!!busy || disabled}
        onClick={() => download('xlsx')}
      >
        Exportar Excel
      </Button>
      {children}
    </Group>
  );
}
