/** A whole count written the Spanish way ('1.234'). */
export function formatCount(value: number): string {
  return value.toLocaleString('es-CO');
}

/** A number with one decimal, the Spanish way ('2,5', '3,0'). */
export function formatOneDecimal(value: number): string {
  return value.toLocaleString('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
