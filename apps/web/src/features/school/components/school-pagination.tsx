import type { Pagination as PageInfo } from '@koinonia/shared/common/pagination.schemas';
import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../../../lib/format-number';

const controlNames = {
  previous: 'Página anterior',
  next: 'Página siguiente',
  first: 'Primera página',
  last: 'Última página',
} as const;

interface SchoolPaginationProps {
  pagination: PageInfo | undefined;
  onChange: (page: number) => void;
  /** 'curso'/'cursos' for the count line. */
  noun: [string, string];
  label: string;
}

/** The count of a list and its pages (Spanish names on every control). */
export function SchoolPagination({ pagination, onChange, noun, label }: SchoolPaginationProps) {
  if (!pagination) return null;
  const pages = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  return (
    <Group justify="space-between" p="sm" gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {formatCount(pagination.total)} {pagination.total === 1 ? noun[0] : noun[1]}
        {pages > 1 ? ` · página ${pagination.page} de ${pages}` : ''}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={pagination.page}
          onChange={onChange}
          size="sm"
          aria-label={label}
          getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
          getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
        />
      )}
    </Group>
  );
}
