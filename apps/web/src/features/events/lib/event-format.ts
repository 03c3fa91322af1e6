import { formatCount } from '@koinonia/ui/format-number';

/** 'N interesado(s)'. */
export function interestedLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'interesado' : 'interesados'}`;
}
