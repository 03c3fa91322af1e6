import { inputMessages } from '@koinonia/shared/common/limits';
import { errorMessages } from '@koinonia/shared/errors';
import type { FastifyInstance, FastifySchema, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { ValidationError } from '../lib/validation.ts';

/**
 * Characters no text may hold: NUL (\u0000), which PostgreSQL text cannot store, and a lone UTF-16
 * surrogate (half of an emoji, say), which is no character at all: UTF-8 cannot encode it and jsonb
 * (the audit log's changes) refuses it. Both would only fail in the database; they are refused first.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const invalidText = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text is valid: no NUL and no lone surrogate (isWellFormed: ES2024, in Node 20). The same
 * rule as `invalidText`, in two native scans instead of a regular expression.
 */
const isValidText = (text: string) =>
  (text as string & { isWellFormed(): boolean }).isWellFormed() && !text.includes('\u0000');

/**
 * Whether a value holds invalid text, in a string or an object key: the walk of findInvalidText without
 * building a path for every value (the path is only wanted for the error). Every request's parameters
 * and query string go through it, and nearly all are valid.
 */
function holdsInvalidText(value: unknown): boolean {
  if (typeof value === 'string') return !isValidText(value);
  if (value === null || typeof value !== 'object') return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const items: unknown[] = Array.isArray(current) ? current : Object.values(current);
    if (!Array.isArray(current)) for (const key of Object.keys(current)) if (!isValidText(key)) return true;
    for (const item of items) {
      if (typeof item === 'string') {
        if (!isValidText(item)) return true;
      } else if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}

/**
 * Where a value holds invalid text, in a string or an object key, as a dotted path ('meeting.address',
 * 'tags.2'), or undefined. The walk keeps its own stack, so that even a very deeply nested body cannot
 * overflow the call stack.
 */
export function findInvalidText(value: unknown, root = ''): string | undefined {
  if (!holdsInvalidText(value)) return undefined;
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, at] = stack.pop()!;
    if (typeof current === 'string') {
      if (invalidText.test(current)) return at;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => {
        stack.push([item, join(at, String(i))]);
      });
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (invalidText.test(key)) return join(at, JSON.stringify(key).slice(1, -1));
        stack.push([item, join(at, key)]);
      }
    }
  }
  return undefined;
}

const join = (at: string, key: string) => (at ? `${at}.${key}` : key);

/** Refuses invalid text with the usual Spanish 400 (VALIDATION_ERROR with its issue). */
export function assertValidText(value: unknown, root = ''): void {
  const at = findInvalidText(value, root);
  if (at !== undefined) throw invalidTextError(at);
}

const invalidTextError = (at: string) =>
  new ValidationError([{ path: at, message: inputMessages.invalidCharacter }]);

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

/**
 * The content types a route takes: those its schema lists in `consumes` (the routes that read a
 * multipart form: only multipart/form-data, or JSON as well), JSON when it has a body schema, and
 * undefined (anything, the body is not read) otherwise.
 */
export function acceptedContentTypes(schema: FastifySchema | undefined): readonly string[] | undefined {
  if (schema?.consumes?.length) return schema.consumes;
  return schema?.body ? [JSON_TYPE] : undefined;
}

function unsupportedTypeMessage(accepted: readonly string[]): string {
  const json = accepted.includes(JSON_TYPE);
  const multipart = accepted.includes(MULTIPART_TYPE);
  if (json && multipart) return inputMessages.jsonOrMultipartRequired;
  if (multipart) return inputMessages.multipartRequired;
  if (json) return inputMessages.jsonRequired;
  return errorMessages.UNSUPPORTED_MEDIA_TYPE;
}

/**
 * Refuses a body in a content type the route does not take with 415 UNSUPPORTED_MEDIA_TYPE, before
 * it is read. A request without a content type goes on: it has no body, which the route's own
 * validation answers.
 */
function contentTypeCheck(accepted: readonly string[]): preParsingHookHandler {
  const message = unsupportedTypeMessage(accepted);
  return (request, _reply, payload, done) => {
    const header = request.headers['content-type'];
    if (header === undefined) return done(null, payload);
    const type = header.split(';', 1)[0]!.trim().toLowerCase();
    if (accepted.includes(type)) return done(null, payload);
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', message));
  };
}

/**
 * Input every route shares, checked before any route's own validation: the content type of the body
 * (contentTypeCheck, added to each route that reads one when it is declared), the path parameters,
 * the query string and the JSON body of every request (multipart fields are checked by readMultipart,
 * which reads them). A route added later inherits it without doing anything.
 */
export const inputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      const accepted = acceptedContentTypes(route.schema);
      if (!accepted) return;
      // After the route's onRequest hooks (the session's guard): a stranger gets 401 whatever the body.
      const own = route.preParsing ?? [];
      route.preParsing = [...(Array.isArray(own) ? own : [own]), contentTypeCheck(accepted)];
    });
    // A callback hook, not an async one: no promise on every request.
    app.addHook('preValidation', (request, _reply, done) => {
      const at =
        findInvalidText(request.params) ?? findInvalidText(request.query) ?? findInvalidText(request.body);
      done(at === undefined ? undefined : invalidTextError(at));
    });
  },
  { name: 'input' },
);
