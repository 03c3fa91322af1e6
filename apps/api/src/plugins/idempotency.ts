import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { idempotencyKeys } from './idempotency.table.ts';

/**
 * Idempotency-Key (IETF httpapi draft) on the routes that create something: a route opts in with
 * `config: { idempotent: true }` (the `idempotent` spread below). With the header, the first request of
 * an account with a key runs; every later one with the same key and the same request (method, address,
 * body) gets the first one's answer again (status and body, with `Idempotent-Replayed: true`) and
 * creates nothing; the same key with another request is a 422. Without the header, nothing changes.
 *
 * - Concurrent duplicates: the first request claims the key by inserting its row; the others find the
 *   row unanswered and poll it until the answer is stored (never holding a connection while they wait:
 *   PGlite has one, a PostgreSQL pool ten), then replay it. The handler never runs twice.
 * - Which answers are kept: every answer under 500, refusals included (a retry of the same submission
 *   gets the same answer; the dashboard makes a new key for a new submission). A 5xx, or a request
 *   that ends without an answer, frees the key: the retry runs again.
 * - The window: the answer is stored just after the handler's own transaction commits, while it is
 *   being sent. A process that dies in between leaves the key claimed: after CLAIM_ABANDONED_MS it is
 *   taken over, and that retry runs again (the only case where a key can create twice).
 * - Keys last 24 hours; expired rows are deleted now and then, and an expired key is claimed afresh.
 * - A multipart body is read by its handler (readMultipart), not before: its key is claimed there,
 *   with the fields and the file's bytes as the fingerprint (the multipart boundary changes per send).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates something: it honours an Idempotency-Key header (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key on an idempotent route, or null. */
    idempotency: IdempotencyState | null;
  }
}

/** The route option of a route that creates something. */
export const idempotent = { config: { idempotent: true } } as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key is remembered (the draft's suggestion: a day). */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim may stay unanswered before it counts as abandoned (a process that died): longer
 * than any create takes, send-global's wait (a minute) and PostgreSQL's statement timeout included.
 */
export const CLAIM_ABANDONED_MS = 2 * 60 * 1000;
/** How often expired keys are deleted, at most (by each process, on its next claim). */
const PURGE_EVERY_MS = 10 * 60 * 1000;
const POLL_FIRST_MS = 5;
const POLL_MAX_MS = 200;

export interface IdempotencyState {
  key: string;
  userId: string;
  /** Set once this request holds the key (it runs, and its answer will be stored). */
  claimId: string | null;
  /** The answer was stored, or the key freed. */
  settled: boolean;
  /** Claims the key for a request of this fingerprint; throws the stored answer to replay it. */
  claim(fingerprint: string): Promise<void>;
}

/** An answer stored for the key: thrown by claim, sent again by the route's handler. */
export class StoredAnswer {
  constructor(
    readonly status: number,
    readonly type: string | null,
    readonly body: string,
  ) {}
}

/** Visible ASCII without spaces or quotes, 1 to 255 characters. */
const KEY_PATTERN = /^[\x21\x23-\x7e]{1,255}$/;

/**
 * The key of an Idempotency-Key header: the draft's structured-field string ("…") or the bare text most
 * clients send, both the same key; undefined without the header; refused with a Spanish 400 otherwise.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') throw new AppError('IDEMPOTENCY_KEY_INVALID');
  const value = header.trim();
  const key = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return key;
}

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? `${part.length}:${part}` : part);
  return hash.digest('base64url');
};

/**
 * Who sent it (the membership: an account in two communities never gets one's answer in the other),
 * the method and the address.
 */
const requestOf = (request: FastifyRequest) => [
  request.caller?.membershipId ?? '',
  request.method,
  request.url,
];

/** The fingerprint of a request with a parsed (JSON) body: sender, method, address and body. */
export function jsonFingerprint(request: FastifyRequest): string {
  return hashOf(...requestOf(request), JSON.stringify(request.body ?? null));
}

/** The fingerprint of a multipart request: sender, method, address, its text fields and its file's bytes. */
export function formFingerprint(
  request: FastifyRequest,
  form: { fields: Record<string, string>; file?: { fieldname: string; buffer: Buffer } },
): string {
  const fields = Object.entries(form.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hashOf(
    ...requestOf(request),
    JSON.stringify(fields),
    form.file ? `${form.file.fieldname}:${hashOf(form.file.buffer)}` : '',
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotency', null);
    let lastPurge = 0;

    async function purgeNowAndThen(db: Db) {
      if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = Date.now();
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEY_TTL_MS / 1000})`));
    }

    async function claim(db: Db, state: IdempotencyState, fingerprint: string): Promise<void> {
      await purgeNowAndThen(db);
      const ofKey = and(eq(idempotencyKeys.userId, state.userId), eq(idempotencyKeys.key, state.key));
      for (let wait = POLL_FIRST_MS; ; wait = Math.min(wait * 2, POLL_MAX_MS)) {
        const claimId = randomUUID();
        // Inserted, or taken over when expired or abandoned: either way this request holds the key.
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ userId: state.userId, key: state.key, fingerprint, claimId })
          .onConflictDoUpdate({
            target: [idempotencyKeys.userId, idempotencyKeys.key],
            set: {
              fingerprint,
              claimId,
              responseStatus: null,
              responseType: null,
              responseBody: null,
              createdAt: sql`now()`,
            },
            setWhere: or(
              lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${KEY_TTL_MS / 1000})`),
              and(
                isNull(idempotencyKeys.responseStatus),
                lt(
                  idempotencyKeys.createdAt,
                  sql`now() - make_interval(secs => ${CLAIM_ABANDONED_MS / 1000})`,
                ),
              ),
            ),
          })
          .returning({ claimId: idempotencyKeys.claimId });
        if (claimed.length > 0) {
          state.claimId = claimId;
          return;
        }
        const [row] = await db
          .select({
            fingerprint: idempotencyKeys.fingerprint,
            status: idempotencyKeys.responseStatus,
            type: idempotencyKeys.responseType,
            body: idempotencyKeys.responseBody,
          })
          .from(idempotencyKeys)
          .where(ofKey);
        if (!row) continue; // freed meanwhile (its request failed): claim it again
        if (row.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        if (row.status !== null) throw new StoredAnswer(row.status, row.type, row.body ?? '');
        await sleep(wait);
      }
    }

    /** Frees the key this request holds (a 5xx, or no answer): a retry runs again. */
    async function free(db: Db, state: IdempotencyState) {
      state.settled = true;
      if (!state.claimId) return;
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, state.userId),
            eq(idempotencyKeys.key, state.key),
            eq(idempotencyKeys.claimId, state.claimId),
          ),
        );
    }

    /** Stores the answer (before it is sent): from now on the key replays it. */
    const store: onSendHookHandler = async (request, reply, payload) => {
      const state = request.idempotency;
      if (!state?.claimId || state.settled) return payload;
      const db = request.server.db;
      try {
        if (reply.statusCode >= 500 || typeof payload !== 'string') {
          await free(db, state);
          return payload;
        }
        state.settled = true;
        const type = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            claimId: null,
            responseStatus: reply.statusCode,
            responseType: typeof type === 'string' ? type : null,
            responseBody: payload,
          })
          .where(
            and(
              eq(idempotencyKeys.userId, state.userId),
              eq(idempotencyKeys.key, state.key),
              eq(idempotencyKeys.claimId, state.claimId),
            ),
          );
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'idempotency key not stored');
        await free(db, state).catch(() => {});
      }
      return payload;
    };

    /** A request that ended without going through `store` (it never answered): its key is freed. */
    const release: onResponseHookHandler = async (request) => {
      const state = request.idempotency;
      if (!state?.claimId || state.settled) return;
      await free(request.server.db, state).catch((err: Error) =>
        request.log.warn({ err: err.message }, 'idempotency key not freed'),
      );
    };

    const replay = (reply: FastifyReply, answer: StoredAnswer) => {
      reply.code(answer.status).header(REPLAYED_HEADER, 'true');
      if (answer.type) reply.header('content-type', answer.type);
      return reply.send(answer.body);
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.idempotent) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function (this: FastifyInstance, request, reply) {
        const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
        // A signed-in person without a community yet (joining one) holds keys by their account.
        const userId = request.caller?.userId ?? request.account?.userId;
        if (key === undefined || !userId) return handler.call(this, request, reply);
        const db = request.server.db;
        const state: IdempotencyState = {
          key,
          userId,
          claimId: null,
          settled: false,
          claim: (fingerprint) => {
            if (state.claimId) throw new Error('idempotency key claimed twice');
            return claim(db, state, fingerprint);
          },
        };
        request.idempotency = state;
        try {
          // A multipart body is claimed by readMultipart, once it has read the form.
          if (!request.isMultipart()) await state.claim(jsonFingerprint(request));
          return await handler.call(this, request, reply);
        } catch (err) {
          if (err instanceof StoredAnswer) return replay(reply, err);
          throw err;
        }
      };
      // Before @fastify/compress's onSend (added as the route was declared): the answer as sent, not compressed.
      route.onSend = [store, ...(route.onSend === undefined ? [] : [route.onSend].flat())];
      route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), release];
      route.schema = {
        ...route.schema,
        headers: z.looseObject({
          [IDEMPOTENCY_HEADER]: z
            .string()
            .optional()
            .describe(
              'Clave de idempotencia (hasta 255 caracteres visibles, p. ej. un UUID): la misma clave de la misma cuenta en 24 h repite la primera respuesta sin crear nada de nuevo; con otros datos, 422.',
            ),
        }),
      };
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
