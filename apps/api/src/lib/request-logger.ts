import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

const isEnabled = (logger: FastifyBaseLogger, level: Level): boolean => {
  const pinoLogger = logger as { isLevelEnabled?(level: string): boolean };
  return pinoLogger.isLevelEnabled ? pinoLogger.isLevelEnabled(level) : true;
};

/**
 * A request's logger (request.log), made only when the request logs something at an enabled level.
 * Fastify makes one child of the server's logger per request (to bind its reqId), and pino's child()
 * serializes and redacts its bindings at once: a few microseconds on every request, most of which logs
 * nothing at the server's level. This one asks the server's logger whether a level is enabled and makes
 * the real child, with the same bindings, on the first line that will be written. The lines are the
 * same as Fastify's own child would write.
 */
export class RequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  private logger(): FastifyBaseLogger {
    if (this.real === undefined) this.real = this.parent.child(this.bindings);
    return this.real;
  }

  private write(level: Level, args: unknown[]): void {
    // Once made, the child decides (its level may have been set apart from the parent's); a parent that
    // cannot tell (not pino) gets its child at once.
    if (this.real === undefined && !isEnabled(this.parent, level)) return;
    (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }

  // Methods on the prototype (no closures made per request); typed as pino's overloaded LogFn.
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, unless the route asks for its own logger options (a
 * route-level log level), which get pino's child at once.
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  if (options && Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
}
