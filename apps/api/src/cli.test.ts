import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import type { Database } from './db/client.ts';
import { verifyPassword } from './lib/passwords.ts';
import { freshDatabase } from './test/build-test-app.ts';

// The commands run in process, on this file's own test database (a PGlite clone, or a PostgreSQL copy
// with TEST_DATABASE_URL); the CLI's opener is replaced, so it never boots a database of its own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-cli-'));
let database: Database;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop: dropDatabase } = await freshDatabase());
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    env: { DATA_DIR: dataDir },
    // The CLI closes what it opened; the test database stays open for the next command.
    openDatabase: async () => ({ ...database, close: async () => {} }),
    log: (...a) => out.push(`${format(...a)}\n`),
    error: (...a) => err.push(`${format(...a)}\n`),
  });
  return { code, out: out.join(''), err: err.join('') };
}

async function rows<T>(query: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

const passwordHash = async () => (await rows<{ h: string }>('select password_hash as h from users'))[0]!.h;

describe('operator CLI', () => {
  it('creates a community with its pastor and the given password', async () => {
    const res = await cli(
      'create-community',
      '--name',
      'Iglesia Central',
      '--admin-email',
      'Pastor@Central.test',
      '--admin-name',
      'Luis Rey',
      '--admin-document',
      '1020304050',
      '--admin-password',
      'una-clave-segura',
    );
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain('Comunidad creada: Iglesia Central');
    expect(
      await rows(
        `select m.role, u.email, c.name from memberships m join users u on u.id = m.user_id join communities c on c.id = m.community_id`,
      ),
    ).toEqual([{ role: 'COMMUNITY_ADMIN', email: 'pastor@central.test', name: 'Iglesia Central' }]);
    expect(await verifyPassword(await passwordHash(), 'una-clave-segura')).toBe(true);
  });

  it('fails with a clear message and a non-zero exit on bad input, changing nothing', async () => {
    const dup = await cli(
      'create-community',
      '--name',
      'Otra Iglesia',
      '--admin-email',
      'pastor@central.test',
      '--admin-name',
      'Otro',
      '--admin-document',
      '99999',
      '--admin-password',
      'una-clave-segura',
    );
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('Ya existe una cuenta con este correo electrónico');
    const short = await cli(
      'create-community',
      '--name',
      'AB',
      '--admin-email',
      'x@y.test',
      '--admin-name',
      'Equis',
      '--admin-document',
      '12345',
      '--admin-password',
      'una-clave-segura',
    );
    expect(short.code).toBe(1);
    expect(short.err).toContain('El nombre debe tener al menos 3 caracteres');
    const missing = await cli('create-community', '--name', 'Iglesia Sin Pastor');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Faltan opciones: --admin-email');
    const unknown = await cli('borrar-todo');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Comando desconocido: borrar-todo');
    expect(await rows<{ n: number }>('select count(*)::int as n from communities')).toEqual([{ n: 1 }]);
  });

  it('resets a password', async () => {
    const res = await cli(
      'reset-password',
      '--email',
      'PASTOR@central.test',
      '--password',
      'clave-nueva-123',
    );
    expect(res.code).toBe(0);
    expect(await verifyPassword(await passwordHash(), 'clave-nueva-123')).toBe(true);
    const nobody = await cli(
      'reset-password',
      '--email',
      'nadie@central.test',
      '--password',
      'clave-nueva-123',
    );
    expect(nobody.code).toBe(1);
    expect(nobody.err).toContain('No existe una cuenta con el correo nadie@central.test');
    const short = await cli('reset-password', '--email', 'pastor@central.test', '--password', 'corta');
    expect(short.code).toBe(1);
    expect(short.err).toContain('La contraseña debe tener al menos 8 caracteres');
  });

  // One real run of the program: tsx, the entry point, stderr and the exit code. A bad option is refused
  // before any database is opened, so this is the cheapest start.
  it('runs as a program: a bad option exits non-zero with the reason and the usage', () => {
    const result = spawnSync(
      path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx'),
      [path.join(import.meta.dirname, 'cli.ts'), 'create-community', '--nombre', 'Iglesia Central'],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '' },
        encoding: 'utf8',
        timeout: 110_000,
      },
    );
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("Error: Unknown option '--nombre'");
    expect(result.stderr).toContain('Uso:');
    expect(result.status).toBe(1);
  }, 120_000);
});
