import { Pagination } from '@mantine/core';

export interface MembersPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

const controlNames = {
  previous: 'Página anterior',
  next: 'Página siguiente',
  first: 'Primera página',
  last: 'Última página',
} as const;

/** Mantine Pagination with Spanish names on every control. */
export function MembersPagination({ total, value, onChange }: MembersPaginationProps) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      aria-label="Paginación de miembros"
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
      getItemProps={(page) => ({ 'aria-label': `Página ${page}` })}
    />
  );
}
