import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { modules } from '../modules/index.ts';

const modulesDir = path.join(import.meta.dirname, '../modules');

/**
 * A per-domain part of a central test: each module's `modules/<d>/<d>.<suffix>.ts`, in the order of
 * the module list, for the modules that have one. Its export `exportName` is the piece.
 */
export async function modulePieces<T>(
  suffix: string,
  exportName: string,
): Promise<{ name: string; piece: T }[]> {
  const pieces: { name: string; piece: T }[] = [];
  for (const { name } of modules) {
    const file = path.join(modulesDir, name, `${name}.${suffix}.ts`);
    if (!existsSync(file)) continue;
    const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    if (!(exportName in loaded)) throw new Error(`${file} does not export ${exportName}`);
    pieces.push({ name, piece: loaded[exportName] as T });
  }
  return pieces;
}
