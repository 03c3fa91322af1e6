// Built once, at first use: `toLocaleString` with a locale builds a new formatter on every call, and a
// list calls it often; building them when the module loads would delay every screen that imports it.
let whole: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** A whole count written the Spanish way ('1.234'). */
export function formatCount(value: number): string {
  whole ??= new Intl.NumberFormat('es-CO');
  return whole.format(value);
}

/** A number with one decimal, the Spanish way ('2,5', '3,0'). */
export function formatOneDecimal(value: number): string {
  oneDecimal ??= new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}
