import { DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { NewsCategory, NewsItem } from '@koinonia/shared/news/news.schemas';
import { Table, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useNewsImageUrl } from '../lib/use-news-image-url';
import type { NewsDragAndDrop } from '../lib/use-news-reorder';
import { NewsRow } from './news-row';

export interface NewsTableProps {
  items: NewsItem[];
  categories: NewsCategory[];
  /** The drag and drop of `useNewsReorder` (sensors, the drop, and whether a drag may start). */
  dragAndDrop: NewsDragAndDrop;
  /** id → the active state being saved. */
  pendingActive: Record<string, boolean>;
  onToggleActive: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

export function NewsTable(props: NewsTableProps) {
  const { items, categories, pendingActive } = props;
  const imageSrc = useNewsImageUrl();
  const categoryById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  return (
    <DndContext {...props.dragAndDrop.context}>
      <Table.ScrollContainer minWidth={880}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>
                <VisuallyHidden>Orden</VisuallyHidden>
              </Table.Th>
              <Table.Th>Título/resumen</Table.Th>
              <Table.Th w={110}>Prioridad</Table.Th>
              <Table.Th w={160}>Estado</Table.Th>
              <Table.Th w={180}>Fecha</Table.Th>
              <Table.Th w={100}>Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <SortableContext items={props.dragAndDrop.ids} strategy={verticalListSortingStrategy}>
              {items.map((item) => (
                <NewsRow
                  key={item.id}
                  item={item}
                  imageSrc={imageSrc(item.imageUrl)}
                  category={item.category ? categoryById.get(item.category) : undefined}
                  dragDisabled={props.dragAndDrop.disabled}
                  active={pendingActive[item.id] ?? item.isActive}
                  toggling={item.id in pendingActive}
                  onToggleActive={props.onToggleActive}
                  onEdit={props.onEdit}
                  onDelete={props.onDelete}
                />
              ))}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DndContext>
  );
}
