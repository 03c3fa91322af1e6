import { rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';

// The proxy's and orchestrators' questions, asked without a session: is the process up, can it serve.
describe('health', () => {
  const kit = useTestApp();
  const get = (url: string) => kit.t.app.inject({ method: 'GET', url });

  it('answers live and ready, without a session and never from a cache', async () => {
    const live = await get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await get('/api/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database without this version’s migrations, and is again once it has them', async () => {
    const db = kit.t.database.db;
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        statusCode: 503,
        code: 'NOT_READY',
        message: 'El servidor no está listo para atender solicitudes. Inténtalo de nuevo en unos segundos.',
        issues: [
          { path: 'migrations', message: 'La base de datos no tiene las migraciones de esta versión' },
        ],
      });
      // Alive all the same: restarting it would not help.
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('is not ready while its image storage cannot take files', async () => {
    const dir = kit.t.uploadsDir;
    rmSync(dir, { recursive: true, force: true });
    // A file where the folder should be: nothing can be written under it.
    writeFileSync(dir, '');
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().issues).toEqual([
        { path: 'storage', message: 'El almacenamiento de imágenes no responde' },
      ]);
    } finally {
      rmSync(dir, { force: true });
    }
    // The folder is made again when missing.
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('stops being ready once asked to stop, and stays live while it finishes its requests', async () => {
    kit.t.app.drain();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().issues).toEqual([{ path: 'closing', message: 'El servidor se está deteniendo' }]);
    expect((await get('/api/health/live')).statusCode).toBe(200);
    // Other requests are still served until it closes.
    expect((await get('/api/openapi.json')).statusCode).toBe(200);
  });
});
