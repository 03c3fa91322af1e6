import {
  closestCenter,
  type DndContextProps,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type Modifier,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { priorityLabel } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { notifySuccess, notifySuccessWithAction } from '@koinonia/ui/notify';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { newsKeys } from '../api/news-keys';
import { type NewsMove, useMoveNews } from '../api/news-mutations';
import { newsAnnouncements, screenReaderInstructions } from './dnd-texts';
import { placeBetween, planMove } from './news-move';

/** Keyboard drag step (spec section 9): each arrow press moves the row 25 pixels. */
export const KEYBOARD_DRAG_STEP = 25;

const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  if (event.code === 'ArrowDown')
    return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_DRAG_STEP };
  if (event.code === 'ArrowUp')
    return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_DRAG_STEP };
  return undefined;
};

/** Rows (or cards) only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const describePriority = (priority: number) => `${priorityLabel(priority).label} (${priority})`;

/** What a reorderable list of news (the table, or cards) needs from the reordering. */
export interface NewsDragAndDrop {
  /** The props of the list's `<DndContext>`: sensors, collisions, announcements and the drop. */
  context: DndContextProps;
  /** The ids of the `<SortableContext>`, in the order shown. */
  ids: string[];
  /** True while a move is saved and the list reloaded: no new drag starts. */
  disabled: boolean;
}

/**
 * Reordering the news centre by drag and drop (mouse, touch and keyboard). A drop moves one item: it
 * shows the new order at once, sends one call (the item and its new neighbours; the server gives it
 * the neighbours' priority only if it crosses into another one), then reloads the list. Success shows
 * what changed with 'Deshacer', which puts the item back (old neighbours and priority); a failure shows
 * the spec's message through `onError` (null clears it) and the reloaded order.
 */
export function useNewsReorder({
  items: loaded,
  onError,
}: {
  items: NewsItem[];
  onError: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMoveNews();
  const [localOrder, setLocalOrder] = useState<NewsItem[] | null>(null);
  const items = localOrder ?? loaded;
  // The moves run one after another (an undo pressed while a move is still saved waits for it).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  function save(id: string, move: NewsMove, shown: NewsItem[] | null, onSaved: (saved: NewsItem) => void) {
    const run = async () => {
      onError(null);
      setLocalOrder(shown);
      try {
        onSaved(await mutation.mutateAsync({ id, move }));
      } catch (err) {
        onError(`Error al actualizar las prioridades: ${errorMessage(err, 'error desconocido')}`);
      } finally {
        // Reloaded whatever happened, then the server's order replaces the one shown meanwhile.
        await queryClient.invalidateQueries({ queryKey: newsKeys.all });
        setLocalOrder(null);
      }
    };
    queue.current = queue.current.then(run, run);
  }

  function undo(item: NewsItem, back: Required<NewsMove>) {
    save(item.id, back, placeBetween(itemsRef.current, item.id, back), () =>
      notifySuccess(`«${item.title}» volvió a su lugar.`, 'Cambio deshecho'),
    );
  }

  function drop(activeId: string, overId: string) {
    const plan = planMove(items, activeId, overId);
    if (!plan) return;
    const { item, ordered, move, undo: back } = plan;
    save(item.id, move, ordered, (saved) => {
      const changed = saved.priority !== item.priority;
      notifySuccessWithAction(
        changed
          ? `«${item.title}» pasó de prioridad ${describePriority(item.priority)} a ${describePriority(saved.priority)}. Las demás noticias no cambiaron.`
          : `«${item.title}» cambió de lugar y sigue con prioridad ${describePriority(saved.priority)}.`,
        {
          title: changed ? 'Prioridad actualizada' : 'Orden actualizado',
          actionLabel: 'Deshacer',
          onAction: () => undo(item, back),
        },
      );
    });
  }

  // Mouse (and pen), touch and keyboard, each with its own sensor: a PointerSensor would also take
  // the touches, leaving the TouchSensor (press and hold) unused.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const announcements = useMemo(
    () =>
      newsAnnouncements(
        (id) => items.find((i) => i.id === id)?.title ?? '',
        (id) => ids.indexOf(String(id)) + 1,
        () => ids.length,
      ),
    [items, ids],
  );

  const dragAndDrop: NewsDragAndDrop = {
    context: {
      sensors,
      collisionDetection: closestCenter,
      modifiers: [verticalOnly],
      accessibility: { announcements, screenReaderInstructions },
      onDragEnd: ({ active, over }: DragEndEvent) => {
        if (over && active.id !== over.id) drop(String(active.id), String(over.id));
      },
    },
    ids,
    disabled: mutation.isPending || localOrder !== null,
  };

  return {
    /** The news in the order to show (the pastor's new order while it is saved). */
    items,
    /** True while a move is being saved: the spec's info banner. */
    saving: mutation.isPending,
    /** True from a drop until the reloaded list is shown. */
    busy: dragAndDrop.disabled,
    dragAndDrop,
  };
}
