import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import classes from './prayer-card.module.css';

// The list (and the components it uses) loads when first opened.
const PrayingPeopleList = lazy(() =>
  import('./praying-people-list').then((m) => ({ default: m.PrayingPeopleList })),
);

/**
 * 'Quiénes oran': opens the list of the people praying (asked for when opened), newest first, 50 at a
 * time. The API never lists an anonymous prayer's author here.
 */
export function PrayingPeople({ prayer }: { prayer: Prayer }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (prayer.prayingCount === 0) return null;

  return (
    <div className={classes.people}>
      <button
        type="button"
        className={classes.peopleToggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Quiénes oran
        {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
      </button>
      {open && (
        <div id={listId}>
          <Suspense fallback={null}>
            <PrayingPeopleList prayer={prayer} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
