/** '1 grupo', '3 grupos'. */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('es-CO')} ${count === 1 ? one : many}`;
}

/** '57,8 %' (Colombian Spanish decimal comma). */
export function percent(value: number): string {
  return `${value.toLocaleString('es-CO', { maximumFractionDigits: 1 })} %`;
}
