import type { FastifyRequest } from 'fastify';
import type { PrettyOptions } from 'pino-pretty';

/**
 * Never in a log line: credentials and personal data, wherever a serializer or a handler puts them
 * (database errors are logged by code and constraint, see safeErrorLog in plugins/errors.ts).
 */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'passwordHash', 'access_token', 'token', 'email', 'phone', 'documentNumber'].flatMap(
    (key) => [key, `*.${key}`, `*.*.${key}`],
  ),
];

/** Query parameters whose values say nothing about a person (paging, flags, ids, dates). */
const plainQueryKeys = new Set([
  'page',
  'limit',
  'includeInactive',
  'onlyActive',
  'filter',
  'sectorId',
  'category',
  'viewType',
  'objectType',
  'actorId',
  'from',
  'to',
  'tz',
]);

/**
 * Path segments that are personal data or secrets: the document number of a lookup, a device's push
 * token (whoever holds it can send that phone notifications through Expo), wherever it is in the path,
 * and everything after /calendar/ (a member's calendar address, whose token reads the community's
 * events without a session; a malformed one may have it anywhere), an invitation's code and a
 * password-reset token (in the API's paths and in the app's /unirse/ and /restablecer/ pages).
 */
const secretSegments = [
  /(\/by-document\/)[^/?]+/g,
  /(\/notifications\/devices\/)[^/?]+/g,
  /()Expo(?:nent)?PushToken(?:\[|%5B)[^/?]*/gi,
  /(\/calendar\/)[^?]+/g,
  /(\/api\/invitations\/)[^/?]+/g,
  /(\/unirse\/)[^/?]+/g,
  /(\/restablecer\/)[^/?]+/g,
];

const redactPath = (path: string) =>
  secretSegments.reduce((redacted, segment) => redacted.replace(segment, '$1[redacted]'), path);

/**
 * A request's URL as it may be logged: a document number or a secret token in the path and the value
 * of any query parameter that could hold personal data (a search for a name, an email) are replaced.
 */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q === -1 ? url : url.slice(0, q));
  if (q === -1) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = ''] = pair.split('=', 1);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {}
      return plainQueryKeys.has(name) ? pair : `${key}=[redacted]`;
    });
  return `${path}?${params.join('&')}`;
}

/** The request as every log line shows it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * Where the server's log goes: on a terminal (standard output is a TTY) one readable line per entry
 * through pino-pretty; otherwise (a file, a pipe, a log collector) `undefined`, which leaves pino's JSON
 * lines on standard output. Either way the entries are built, redacted and serialized by the logger
 * configured in app.ts: this only changes how they are printed.
 */
export async function logStreamFor(
  isTTY: boolean | undefined,
  destination: PrettyOptions['destination'] = 1,
): Promise<NodeJS.WritableStream | undefined> {
  if (!isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    // Synchronous, so that the last lines before process.exit (closing, errors) are not lost.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    // One line per entry: `[14:02:11] INFO: request completed {"reqId":"req-1","res":{…},…}`.
    singleLine: true,
  });
}
