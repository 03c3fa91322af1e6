import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { NewsCategory, NewsItem } from '@koinonia/shared/news/news.schemas';
import { Table, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { newsAnnouncements, screenReaderInstructions } from '../lib/dnd-texts';
import { useNewsImageUrl } from '../lib/use-news-image-url';
import { NewsRow } from './news-row';

/** Keyboard drag step (spec section 9): each arrow press moves the row 25 pixels. */
export const KEYBOARD_DRAG_STEP = 25;

const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP };
  return undefined;
};

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface NewsTableProps {
  items: NewsItem[];
  categories: NewsCategory[];
  reordering: boolean;
  /** id → the active state being saved. */
  pendingActive: Record<string, boolean>;
  onReorder: (ordered: NewsItem[]) => void;
  onToggleActive: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
}

export function NewsTable(props: NewsTableProps) {
  const { items, categories, pendingActive } = props;
  const imageSrc = useNewsImageUrl();
  // Mouse (and pen), touch and keyboard, each with its own sensor: a PointerSensor would also take
  // the touches, leaving the TouchSensor (press and hold) unused.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const categoryById = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);

  const announcements = useMemo(
    () =>
      newsAnnouncements(
        (id) => items.find((i) => i.id === id)?.title ?? '',
        (id) => ids.indexOf(String(id)) + 1,
        () => ids.length,
      ),
    [items, ids],
  );

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    props.onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
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
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              {items.map((item) => (
                <NewsRow
                  key={item.id}
                  item={item}
                  imageSrc={imageSrc(item.imageUrl)}
                  category={item.category ? categoryById.get(item.category) : undefined}
                  dragDisabled={props.reordering}
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
