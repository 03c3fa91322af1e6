import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { ListFrame, type ListQuery } from '@koinonia/ui/components/list-frame';
import type { ReactNode } from 'react';
import { ResponsiveList, type ResponsiveListProps } from '../../../components/responsive-list';

type ListProps<T> = Pick<
  ResponsiveListProps<T>,
  'items' | 'columns' | 'getKey' | 'getLabel' | 'getItemProps' | 'label' | 'tableMinWidth'
>;

interface SchoolListProps<T> extends ListProps<T> {
  query: ListQuery & { isPending: boolean; data: { pagination: Pagination } | undefined };
  errorTitle: string;
  emptyState: ReactNode;
  onPage: (page: number) => void;
  /** The count line's noun, singular and plural. */
  noun: [string, string];
  pagerLabel: string;
}

/** A school tab's list (spec §2): striped table or cards, its error, empty state, count and pages. */
export function SchoolList<T>({
  query,
  errorTitle,
  emptyState,
  onPage,
  noun,
  pagerLabel,
  ...list
}: SchoolListProps<T>) {
  return (
    <ListFrame
      query={query}
      errorTitle={errorTitle}
      empty={list.items.length === 0}
      emptyState={emptyState}
      paper={{ p: { base: 'xs', lg: 0 } }}
      pager={{ p: 'sm', pagination: query.data?.pagination, onChange: onPage, noun, label: pagerLabel }}
    >
      <ResponsiveList
        {...list}
        breakpoint="md"
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={query.isFetching}
        loading={query.isPending}
        placeholderCount={5}
      />
    </ListFrame>
  );
}
