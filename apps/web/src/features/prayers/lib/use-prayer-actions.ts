import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { useItemAction } from '../../../lib/item-action';
import { useDeletePrayer, useDeleteTestimony } from '../api/prayer-mutations';
import { notifyPrayerError } from './prayer-toasts';

export const prayerConfirms = {
  deletePrayer: '¿Estás seguro de que quieres eliminar esta oración?',
  deleteTestimony: '¿Estás seguro de que quieres eliminar el testimonio de esta oración?',
} as const;

/** The destructive actions of a card, each after its confirmation, with the spec's toasts. */
export function usePrayerActions() {
  const removePrayer = useDeletePrayer();
  const removeTestimony = useDeleteTestimony();
  const { busyId, run } = useItemAction({ onError: notifyPrayerError });

  function askDelete(prayer: Prayer) {
    confirmDelete({
      title: 'Eliminar oración',
      message: prayerConfirms.deletePrayer,
      subject: prayer.title,
      onConfirm: () =>
        run(
          prayer.id,
          () => removePrayer.mutateAsync(prayer.id),
          prayerToasts.deleted,
          prayerToasts.deleteError,
        ),
    });
  }

  function askDeleteTestimony(prayer: Prayer) {
    confirmDelete({
      title: 'Eliminar testimonio',
      message: prayerConfirms.deleteTestimony,
      subject: prayer.title,
      onConfirm: () =>
        run(
          prayer.id,
          () => removeTestimony.mutateAsync(prayer.id),
          prayerToasts.testimonyDeleted,
          prayerToasts.testimonyDeleteError,
        ),
    });
  }

  return { busyId, askDelete, askDeleteTestimony };
}
