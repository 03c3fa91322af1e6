import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { Table } from '@mantine/core';
import { GroupRow } from './group-row';

export interface GroupsTableProps {
  groups: Group[];
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** The groups table; below 900 px it scrolls sideways inside its own container. */
export function GroupsTable({ groups, onEdit, onDelete, labelledBy }: GroupsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover striped="even" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Grupo</Table.Th>
            <Table.Th scope="col">Líder</Table.Th>
            <Table.Th scope="col">Reunión</Table.Th>
            <Table.Th scope="col">Capacidad</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col" ta="right">
              Acciones
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <GroupRow key={group.id} group={group} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
