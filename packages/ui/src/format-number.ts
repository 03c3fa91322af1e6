// Built once: `toLocaleString` with a locale builds a new formatter on every call, and a list calls it often.
const whole = new Intl.NumberFormat('es-CO');
const oneDecimal = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A whole count written the Spanish way ('1.234'). */
export function formatCount(value: number): string {
  return whole.format(value);
}

/** A number with one decimal, the Spanish way ('2,5', '3,0'). */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}
