import { relativeTime } from '@koinonia/shared/common/relative-time';
import { formatLongDay } from '../../../lib/format-date';

/** When it was written: 'hace 5 minutos', with the day in full for whoever asks (a tooltip, the datetime). */
export function PostTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatLongDay(value)}>
      {relativeTime(value)}
    </time>
  );
}
