import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { classifyDbError } from './db-errors.ts';

// Which failures the one error handler answers as 503 DATABASE_UNAVAILABLE: the errors pg really
// gives when PostgreSQL goes away, refuses connections or is starting, raw or wrapped by Drizzle.

/** A server error as pg-protocol builds it (name 'error', the SQLSTATE in `code`). */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

const wrapped = (cause: unknown) =>
  new DrizzleQueryError('select 1', ['secreto@correo.test'], cause as Error);
const code = (error: unknown) => classifyDbError(error)?.code;

describe('classifying database failures', () => {
  it('answers 503 to a connection refused while PostgreSQL is down (a real ECONNREFUSED)', async () => {
    // Port 1 on the loopback: nothing listens there.
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, user: 'nadie', database: 'nada' });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(code(error)).toBe('DATABASE_UNAVAILABLE');
    expect(code(wrapped(error))).toBe('DATABASE_UNAVAILABLE');
  });

  it('answers 503 to terminated, shut down and starting servers, and to lost connections', () => {
    const failures = [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection because of crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('57P03', 'the database system is not yet accepting connections'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Client was closed and is not queryable'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' }),
      Object.assign(new Error('write EPIPE'), { code: 'EPIPE', errno: -32, syscall: 'write' }),
    ];
    for (const error of failures) {
      expect(code(error), error.message).toBe('DATABASE_UNAVAILABLE');
      expect(code(wrapped(error)), error.message).toBe('DATABASE_UNAVAILABLE');
    }
  });

  it('leaves bugs and disk errors as 500s, whatever the query’s values say', () => {
    expect(code(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(code(serverError('42P01', 'relation "nada" does not exist'))).toBeUndefined();
    // A full disk is not the database being unavailable.
    const disk = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
    expect(code(disk)).toBeUndefined();
    // Drizzle's message carries the values; a title that reads like an outage is not one.
    const bug = new DrizzleQueryError(
      'insert into news …',
      ['Connection terminated unexpectedly'],
      new Error('x'),
    );
    expect(code(bug)).toBeUndefined();
  });
});
