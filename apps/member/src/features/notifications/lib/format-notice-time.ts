import { COMMUNITY_TIME_ZONE } from '@koinonia/shared/common/days';

let formatter: Intl.DateTimeFormat | undefined;

/** When a notice was sent, on Bogotá's clock: 'sábado, 5 de diciembre de 2026, 10:30 a. m.'. */
export function formatNoticeTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  formatter ??= new Intl.DateTimeFormat('es-CO', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: COMMUNITY_TIME_ZONE,
  });
  return formatter.format(date);
}
