import type { Pagination as PageInfo } from '@koinonia/shared/common/pagination.schemas';
import { Group, type GroupProps, Pagination, type PaginationProps, Text } from '@mantine/core';
import { formatCount } from '../format-number';

const controlNames = {
  previous: 'Página anterior',
  next: 'Página siguiente',
  first: 'Primera página',
  last: 'Última página',
} as const;

export interface PagerProps {
  /** How many pages there are; nothing is shown for one page or none. */
  pages: number;
  page: number;
  onChange: (page: number) => void;
  /** The navigation's accessible name ('Paginación de grupos'). */
  label?: string;
  size?: PaginationProps['size'];
}

/** The numbered pages of a list, with Spanish names on every control. */
export function Pager({ pages, page, onChange, label, size }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      size={size}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
      getItemProps={(n) => ({ 'aria-label': `Página ${n}` })}
    />
  );
}

/** How many pages a list's pagination spans (at least one). */
export function pageCount(pagination: Pick<PageInfo, 'total' | 'limit'>): number {
  return Math.max(1, Math.ceil(pagination.total / pagination.limit));
}

export interface PagedCountProps extends Omit<GroupProps, 'onChange'> {
  pagination: PageInfo | undefined;
  onChange: (page: number) => void;
  /** The count line's noun, singular and plural: ['curso', 'cursos']. */
  noun: [string, string];
  /** The pager's accessible name. */
  label: string;
}

/** '12 cursos · página 1 de 2' and the pages under a list (nothing until the first page has come). */
export function PagedCount({ pagination, onChange, noun, label, ...groupProps }: PagedCountProps) {
  if (!pagination) return null;
  const pages = pageCount(pagination);
  return (
    <Group justify="space-between" gap="sm" {...groupProps}>
      <Text size="sm" c="gray.7" aria-live="polite">
        {formatCount(pagination.total)} {pagination.total === 1 ? noun[0] : noun[1]}
        {pages > 1 ? ` · página ${pagination.page} de ${pages}` : ''}
      </Text>
      <Pager pages={pages} page={pagination.page} onChange={onChange} size="sm" label={label} />
    </Group>
  );
}
