import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { IconPray } from '@tabler/icons-react';
import { useTogglePraying } from '../api/toggle-praying';
import { prayingCountText } from '../lib/prayer-display';
import classes from './prayer-card.module.css';

/**
 * 'Estoy orando': a toggle button (aria-pressed) that changes at once, with the count beside it. A
 * press the server refuses is undone, and its message shows under the button.
 */
export function PrayButton({ prayer }: { prayer: Prayer }) {
  const toggle = useTogglePraying(prayer.id);
  const on = prayer.isPraying;
  return (
    <div className={classes.pray}>
      <div className={classes.prayRow}>
        <span className={classes.count} aria-live="polite" data-testid="praying-count">
          {prayingCountText(prayer.prayingCount)}
        </span>
        <button
          type="button"
          className={classes.prayButton}
          aria-pressed={on}
          onClick={() => toggle.mutate()}
        >
          <IconPray size={18} aria-hidden />
          Estoy orando
        </button>
      </div>
      {toggle.isError && (
        <p role="alert" className={classes.error}>
          No se pudo guardar tu oración: {errorMessage(toggle.error, 'inténtalo de nuevo.')}
        </p>
      )}
    </div>
  );
}
