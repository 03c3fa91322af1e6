import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { verifyPassword } from './lib/passwords.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const result = spawnSync(
    path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx'),
    [path.join(import.meta.dirname, 'cli.ts'), ...args],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

describe('operator CLI', () => {
  it('creates a community with its pastor and the given password', async () => {
    const res = cli(
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
    const rows = await withDb(
      async (d) =>
        (
          await d.pglite!.query<{ role: string; email: string; name: string }>(
            `select m.role, u.email, c.name from memberships m join users u on u.id = m.user_id join communities c on c.id = m.community_id`,
          )
        ).rows,
    );
    expect(rows).toEqual([
      { role: 'COMMUNITY_ADMIN', email: 'pastor@central.test', name: 'Iglesia Central' },
    ]);
    const hash = await withDb(
      async (d) => (await d.pglite!.query<{ h: string }>('select password_hash as h from users')).rows[0]!.h,
    );
    expect(await verifyPassword(hash, 'una-clave-segura')).toBe(true);
  });

  it('fails with a clear message and a non-zero exit on bad input, changing nothing', async () => {
    const dup = cli(
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
    const short = cli(
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
    const missing = cli('create-community', '--name', 'Iglesia Sin Pastor');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Faltan opciones: --admin-email');
    const unknown = cli('borrar-todo');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Comando desconocido: borrar-todo');
    const count = await withDb(
      async (d) =>
        (await d.pglite!.query<{ n: number }>('select count(*)::int as n from communities')).rows[0]!.n,
    );
    expect(count).toBe(1);
  });

  it('resets a password', async () => {
    const res = cli('reset-password', '--email', 'PASTOR@central.test', '--password', 'clave-nueva-123');
    expect(res.code).toBe(0);
    const hash = await withDb(
      async (d) => (await d.pglite!.query<{ h: string }>('select password_hash as h from users')).rows[0]!.h,
    );
    expect(await verifyPassword(hash, 'clave-nueva-123')).toBe(true);
    const nobody = cli('reset-password', '--email', 'nadie@central.test', '--password', 'clave-nueva-123');
    expect(nobody.code).toBe(1);
    expect(nobody.err).toContain('No existe una cuenta con el correo nadie@central.test');
    const short = cli('reset-password', '--email', 'pastor@central.test', '--password', 'corta');
    expect(short.code).toBe(1);
    expect(short.err).toContain('La contraseña debe tener al menos 8 caracteres');
  });
});
