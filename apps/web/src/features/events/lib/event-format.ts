/** A whole count written the Spanish way ('1.234'). */
export function formatCount(value: number): string {
  return value.toLocaleString('es-CO');
}

/** The average interest per event, one decimal the Spanish way ('2,5'). */
export function formatAverage(value: number): string {
  return value.toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** 'N interesado(s)'. */
export function interestedLabel(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'interesado' : 'interesados'}`;
}
