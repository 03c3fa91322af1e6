import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { formatShortDay } from '../../../lib/format-date';
import { askedBy } from '../lib/prayer-display';
import { PrayButton } from './pray-button';
import classes from './prayer-card.module.css';
import { PrayingPeople } from './praying-people';

/**
 * One prayer: its category, 'Respondida', the request, who asked (never an anonymous author), the
 * testimony, and the people praying with 'Estoy orando'. `actions`: the author's own buttons.
 */
export function PrayerCard({ prayer, actions }: { prayer: Prayer; actions?: ReactNode }) {
  const titleId = useId();
  const category = prayerCategoryInfo[prayer.category];
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="prayer-card">
      <div className={classes.badges}>
        <span className={classes.badge}>
          <span aria-hidden>{category.emoji} </span>
          {category.label}
        </span>
        {prayer.isAnswered && (
          <span className={`${classes.badge} ${classes.answered}`}>
            <IconCheck size={14} aria-hidden />
            Respondida
          </span>
        )}
      </div>
      <div>
        <h2 className={classes.title} id={titleId}>
          {prayer.title}
        </h2>
        <p className={classes.meta}>
          {askedBy(prayer)} · {formatShortDay(prayer.createdAt)}
        </p>
      </div>
      <p className={classes.text}>{prayer.description}</p>
      {prayer.testimony && (
        <div className={classes.testimony}>
          <p className={classes.testimonyTitle}>Testimonio</p>
          <p className={classes.text}>{prayer.testimony.content}</p>
        </div>
      )}
      <PrayButton prayer={prayer} />
      <PrayingPeople prayer={prayer} />
      {actions}
    </article>
  );
}
