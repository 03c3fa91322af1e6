import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notifyError } from '../notify';

export type ExportFormat = 'csv' | 'xlsx';

/** A further action of the export row (a report): a button beside the exports, or an item of the menu. */
export interface ExportAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}

export interface ExportButtonsProps {
  /** Downloads the file in that format; a refusal becomes an error toast. */
  onExport: (format: ExportFormat) => Promise<unknown>;
  /** The toast's message when the server gave none. */
  fallback: string;
  /** The two exports are unavailable (the further actions are not). */
  disabled?: boolean;
  /** More actions of the same row, after the two exports. */
  more?: ExportAction[];
  /** One full-width 'Exportar' button opening a menu of the same actions, named alike (a phone). */
  folded?: boolean;
}

const formats: { format: ExportFormat; label: string; icon: ReactNode }[] = [
  { format: 'csv', label: 'Exportar CSV', icon: <IconFileTypeCsv size={18} aria-hidden /> },
  { format: 'xlsx', label: 'Exportar Excel', icon: <IconFileSpreadsheet size={18} aria-hidden /> },
];

/**
 * 'Exportar CSV' and 'Exportar Excel' (and the row's further actions) as buttons, or folded into one
 * 'Exportar' menu: the one being downloaded shows busy and the exports wait for it.
 */
export function ExportButtons({
  onExport,
  fallback,
  disabled = false,
  more = [],
  folded = false,
}: ExportButtonsProps) {
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

  if (folded)
    return (
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            fullWidth
            leftSection={<IconDownload size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={!!busy}
          >
            Exportar
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((f) => (
            <Menu.Item
              key={f.format}
              leftSection={f.icon}
              disabled={disabled}
              onClick={() => download(f.format)}
            >
              {f.label}
            </Menu.Item>
          ))}
          {more.map((action) => (
            <Menu.Item key={action.label} leftSection={action.icon} onClick={action.onClick}>
              {action.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );

  return (
    <Group gap="xs" wrap="wrap">
      {formats.map((f) => (
        <Button
          key={f.format}
          variant="default"
          leftSection={f.icon}
          loading={busy === f.format}
          disabled={!!busy || disabled}
          onClick={() => download(f.format)}
        >
          {f.label}
        </Button>
      ))}
      {more.map((action) => (
        <Button key={action.label} variant="light" leftSection={action.icon} onClick={action.onClick}>
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
