import type { ApiErrorBody } from '@koinonia/shared/errors';
import { clearSession, readSession } from './session';
import { SubmissionKeys, submissionOf } from './submission-keys';

/** An API refusal, with the server's Spanish message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiErrorBody['issues'],
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** The fixed Spanish fallback when the server gives no message (spec section 8). */
  fallback?: string;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** The shell decides where a 401 leads (it navigates to /login without a full reload). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Query) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

/** A GET's address: its path under /api and its query. */
export interface Read {
  path: string;
  query?: Query;
}

/** How long an early read waits for the code that asks for it; after that the address is read anew. */
const EARLY_READ_MS = 10_000;

/** The early reads not taken yet, by address, with the token they were asked with (none: no session). */
const earlyReads = new Map<string, { token: string | undefined; response: Promise<Response> }>();

/**
 * Starts these GETs now, before the code that reads them has arrived (the members' app asks for the
 * opened screen's first reads while its code downloads), with the session's token if there is one. The
 * first `api` GET of the same address, with the same session (or none), within 10 s takes the response
 * instead of asking again; each is taken once. A write forgets them all, and so does a refresh the person
 * asks for (`forgetEarlyReads`): what they answered may have changed.
 */
export function readEarly(reads: readonly Read[]): void {
  const token = readSession()?.token;
  for (const read of reads) {
    const url = buildUrl(read.path, read.query);
    if (earlyReads.has(url)) continue;
    const response = fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
    // A failure is met (and the address read again) by the api call that takes it.
    response.catch(() => undefined);
    const early = { token, response };
    earlyReads.set(url, early);
    setTimeout(() => {
      if (earlyReads.get(url) === early) earlyReads.delete(url);
    }, EARLY_READ_MS);
  }
}

/**
 * The answer of an early read not taken yet, as JSON, for the entry to act on before the screen's code
 * has come (the feed asks for its first photos); undefined when there is none, or it failed. The
 * response itself stays for the api call that takes it.
 */
export function peekEarlyRead<T>(read: Read): Promise<T | undefined> {
  const early = earlyReads.get(buildUrl(read.path, read.query));
  if (!early) return Promise.resolve(undefined);
  const original = early.response;
  const copy = original.then((res) => (res.ok ? res.clone() : undefined));
  // The taker gets the response once the copy exists (a body can be read once).
  early.response = copy.then(() => original);
  early.response.catch(() => undefined);
  return copy.then((res) => res?.json() as Promise<T> | undefined).catch(() => undefined);
}

/** Forgets the early reads not taken yet: the person asked for what is on the server now. */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}

/** The early read of this GET, taken (undefined: none, or asked with another session). */
async function takeEarlyRead(url: string, token: string | undefined): Promise<Response | undefined> {
  const early = earlyReads.get(url);
  if (!early) return undefined;
  earlyReads.delete(url);
  if (early.token !== token) return undefined;
  return early.response.catch(() => undefined);
}

/** The Idempotency-Key of each POST not answered yet (lib/submission-keys.ts). */
const submissionKeys = new SubmissionKeys();

/**
 * The one API client. Sends the stored token; a 401 on any call but login clears the session
 * and sends the user to /login. Every POST but the sign-in's carries an Idempotency-Key, the same for
 * an identical POST until the server answers it: a double click or a retry creates one thing.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = readSession();
  const headers: Record<string, string> = {};
  if (session) headers.authorization = `Bearer ${session.token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const submission =
    options.method === 'POST' && !path.startsWith('/auth/')
      ? await submissionOf(path, options.body)
      : undefined;
  const idempotencyKey = submission === undefined ? undefined : submissionKeys.keyFor(submission);
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;

  const url = buildUrl(path, options.query);
  const isRead = (options.method ?? 'GET') === 'GET';
  if (!isRead) forgetEarlyReads();
  const early = isRead ? await takeEarlyRead(url, session?.token) : undefined;
  let response: Response;
  try {
    response =
      early ??
      (await fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, options.fallback ?? 'No se pudo conectar con el servidor. Revisa tu conexión.');
  }

  // Answered: a 5xx (a gateway's timeout among them) leaves the outcome unknown, and keeps the key.
  if (submission !== undefined && idempotencyKey !== undefined && response.status < 500)
    submissionKeys.answered(submission, idempotencyKey);
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 401 && path !== '/auth/login') {
      clearSession();
      onUnauthorized();
    }
    throw new ApiError(
      response.status,
      body.message || options.fallback || 'Error inesperado',
      body.code,
      body.issues,
    );
  }
  return data as T;
}

/** `api` for a GET given by its address (a `Read`). */
export function apiRead<T>(read: Read, signal?: AbortSignal): Promise<T> {
  return api<T>(read.path, { query: read.query, signal });
}

/**
 * The same refusal with the message a domain gives it (its status, code and field issues kept); an
 * error that is not a refusal, or one `message` answers nothing for, stays as it is.
 */
export function withMessage(error: unknown, message: (error: ApiError) => string | undefined): unknown {
  if (!(error instanceof ApiError)) return error;
  const text = message(error);
  return text === undefined ? error : new ApiError(error.status, text, error.code, error.issues);
}

/** A fixed text for some statuses of a refusal, else the server's message, else the fallback. */
export function messageByStatus(
  error: unknown,
  texts: Partial<Record<number, string>>,
  fallback: string,
): string {
  const text = error instanceof ApiError ? texts[error.status] : undefined;
  return text ?? errorMessage(error, fallback);
}

/** The message to show for a failure: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
