/**
 * The optional filters of a list whose queries are built once per combination of the filters present
 * (lib/prepared.ts). `shapeOf` names the combination as a key ('status,search'; '' for none): at most
 * 2^n values, never user text. `hasIn` reads a key back, for the query's conditions.
 */
export function filterShapes<F extends string>(filters: readonly F[]) {
  return {
    shapeOf: (present: Record<F, boolean>): string => filters.filter((k) => present[k]).join(','),
    hasIn: (shape: string): ((k: F) => boolean) => {
      const present = new Set(shape.split(','));
      return (k) => present.has(k);
    },
  };
}
