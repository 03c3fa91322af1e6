import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteSharedBuffersMb } from './client.ts';

const MB = 1024 * 1024;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'koinonia-client-'));
  dirs.push(dir);
  return dir;
};
/** A file of `mb` megabytes (sparse: its size is what counts). */
const file = (dir: string, name: string, mb: number) => {
  const full = path.join(dir, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  truncateSync(full, Math.round(mb * MB));
};

describe("PGlite's buffer cache, sized to the database", () => {
  it('takes the size of the relations (base and global, not the WAL) rounded up to 8 MB, from 16 to 128 MB', () => {
    expect(pgliteSharedBuffersMb(undefined)).toBe(16);
    const empty = scratch();
    expect(pgliteSharedBuffersMb(empty)).toBe(16);

    const small = scratch();
    file(small, 'base/5/16384', 9);
    file(small, 'global/1262', 1);
    file(small, 'pg_wal/000000010000000000000001', 100);
    expect(pgliteSharedBuffersMb(small)).toBe(16);

    const medium = scratch();
    file(medium, 'base/1/1259', 20);
    file(medium, 'base/5/16384', 6.5);
    file(medium, 'global/1262', 1);
    expect(pgliteSharedBuffersMb(medium)).toBe(32);

    const big = scratch();
    for (let i = 0; i < 5; i++) file(big, `base/5/${16384 + i}`, 40);
    expect(pgliteSharedBuffersMb(big)).toBe(128);
  });

  // A new data directory is filled from the suite's migrated database when there is one (PGlite's initdb
  // would take seconds on a busy machine, hence the test's own timeout).
  it('opens a database with that cache: the least for a new one, its size once it holds one', async () => {
    const dir = path.join(scratch(), 'pglite');
    const dump = inject('pgliteDumpFile');
    const first = await openDatabase({
      pgliteDir: dir,
      ...(dump ? { pgliteDump: new Blob([readFileSync(dump)]) } : {}),
    });
    try {
      expect((await first.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows).toEqual([
        { shared_buffers: '16MB' },
      ]);
    } finally {
      await first.close();
    }
    const expected = pgliteSharedBuffersMb(dir);
    expect(expected).toBeGreaterThan(16);
    expect(expected).toBeLessThan(128);
    const again = await openDatabase({ pgliteDir: dir });
    try {
      expect((await again.pglite!.query<{ shared_buffers: string }>('show shared_buffers')).rows).toEqual([
        { shared_buffers: `${expected}MB` },
      ]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
