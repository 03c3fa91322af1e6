import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { useItemAction } from '../../../lib/item-action';
import { useDeleteEvent, useToggleEventActive } from '../api/event-mutations';
import { eventFallbacks } from '../api/events-keys';

/** [proposed] The delete question and the toasts of the row's actions (the spec words none). */
export const eventActionTexts = {
  deleteConfirm: '¿Estás seguro de que quieres eliminar este evento?',
  deleted: 'Evento eliminado exitosamente',
  hidden: 'El evento ya no se muestra en la aplicación',
  shown: 'El evento se muestra de nuevo en la aplicación',
} as const;

/**
 * Hide/show and delete (after its confirmation). A refusal shows the server's message in the page's
 * red banner (spec §8) through `onError`.
 */
export function useEventActions(onError: (message: string | null) => void) {
  const remove = useDeleteEvent();
  const toggle = useToggleEventActive();
  const { busyId, run } = useItemAction({
    onStart: () => onError(null),
    onError: (err, fallback) => onError(errorMessage(err, fallback)),
  });

  function toggleActive(event: EventItem) {
    void run(
      event.id,
      () => toggle.mutateAsync(event.id),
      event.isActive ? eventActionTexts.hidden : eventActionTexts.shown,
      eventFallbacks.toggle,
    );
  }

  function askDelete(event: EventItem, after?: () => void) {
    confirmDelete({
      title: 'Eliminar evento',
      message: eventActionTexts.deleteConfirm,
      subject: event.title,
      onConfirm: async () => {
        await run(
          event.id,
          () => remove.mutateAsync(event.id),
          eventActionTexts.deleted,
          eventFallbacks.delete,
        );
        after?.();
      },
    });
  }

  return { busyId, toggleActive, askDelete };
}
