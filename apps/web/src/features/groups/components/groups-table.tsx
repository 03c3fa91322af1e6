import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { ResponsiveList } from '../../../components/responsive-list';
import { groupColumns } from './group-row';

export interface GroupsTableProps {
  groups: Group[];
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** The groups: a table on a wide screen, cards (name first) on a phone. */
export function GroupsTable({ groups, onEdit, onDelete, labelledBy }: GroupsTableProps) {
  return (
    <ResponsiveList
      items={groups}
      columns={groupColumns({ onEdit, onDelete })}
      getKey={(group) => group.id}
      getLabel={(group) => group.name}
      getItemProps={(group) => ({ 'data-group-id': group.id })}
      labelledBy={labelledBy}
      tableMinWidth={900}
      tableProps={{ verticalSpacing: 'sm', highlightOnHover: true, striped: 'even' }}
    />
  );
}
