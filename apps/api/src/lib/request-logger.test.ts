import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger, requestLoggerFactory } from './request-logger.ts';

/** The server's logger (pino, as Fastify makes it) at `level`, writing JSON lines into `lines`, with a spy on child(). */
function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const logger = Fastify({ logger: { level, stream } }).log;
  const child = vi.spyOn(logger, 'child');
  return { logger, lines, child };
}

describe('the request logger', () => {
  it('makes no child for lines under the level, and writes the ones at it with the bindings', async () => {
    const { logger, lines, child } = parentLogger('warn');
    const log = requestLoggerFactory(logger, { reqId: 'req-7' }, {});
    expect(log).toBeInstanceOf(RequestLogger);
    log.info({ a: 1 }, 'not written');
    log.debug('not written either');
    expect(child).not.toHaveBeenCalled();
    log.warn({ db: 'refused' }, 'written');
    log.error(new Error('boom'), 'with an error');
    await new Promise((r) => setImmediate(r));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-7', db: 'refused', msg: 'written' },
      { level: 50, reqId: 'req-7', msg: 'with an error', err: { message: 'boom' } },
    ]);
    expect(log.level).toBe('warn');
  });

  it('writes info lines when the server logs at info, as pino child would', async () => {
    const { logger, lines } = parentLogger('info');
    const log = requestLoggerFactory(logger, { reqId: 'req-8' }, {});
    log.info('incoming request');
    log.child({ part: 'upload' }).info('nested');
    await new Promise((r) => setImmediate(r));
    expect(lines).toMatchObject([
      { level: 30, reqId: 'req-8', msg: 'incoming request' },
      { level: 30, reqId: 'req-8', part: 'upload', msg: 'nested' },
    ]);
  });

  it('gives a route with its own logger options pino child at once', () => {
    const { logger } = parentLogger('warn');
    const log = requestLoggerFactory(logger, { reqId: 'req-9' }, { level: 'debug' });
    expect(log).not.toBeInstanceOf(RequestLogger);
    expect(log.level).toBe('debug');
  });
});
