import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { inputMessages } from '@koinonia/shared/common/limits';
import { IMAGE_RULES } from '@koinonia/shared/images/image-rules';
import { LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { ImageStorage } from '../lib/storage.ts';
import { formFingerprint } from './idempotency.ts';
import { assertValidText } from './input.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

/**
 * What a route that reads a form takes, as its schema's `consumes`: a body in any other content type
 * is refused with 415 before it is read (plugins/input.ts).
 */
export const MULTIPART_ONLY: readonly string[] = ['multipart/form-data'];
export const JSON_OR_MULTIPART: readonly string[] = ['application/json', 'multipart/form-data'];

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { fieldname: string; buffer: Buffer };
}

/**
 * Reads a multipart form completely: its text fields and at most one file, refusing a file over the
 * upload limit (nothing is written anywhere while reading). A field sent several times (tags=a, tags=b,
 * as FormData.append does for a list) becomes one comma-separated value, the form's list syntax.
 *
 * Every route that takes multipart reads it here, so the refusals are the same everywhere: a body
 * that is not the multipart it claims (no boundary, cut off, broken headers) is a Spanish 400, so is
 * a text with a NUL character or half a character (as in JSON bodies), and an empty file in the file
 * field is refused as an unreadable image. An unnamed empty part is what an HTML form sends when no
 * file was chosen: no file. `options.maxFields` raises the 30 text fields a form may have (a course's
 * bracketed lists need more). On a route that creates something, a request with an Idempotency-Key
 * claims its key here, once the form is read (plugins/idempotency.ts): before anything is written.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
  options: { maxFields?: number } = {},
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMAGE_RULES.maxUploadBytes, files: 1, fields: options.maxFields ?? 30 },
    })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
          throw err;
        });
        if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
        if (part.fieldname !== fileField) continue;
        if (buffer.length === 0 && !part.filename) continue;
        if (buffer.length === 0) throw new AppError('IMAGE_UNREADABLE');
        form.file = { fieldname: part.fieldname, buffer };
      } else if (typeof part.value === 'string') {
        if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] = previous === undefined ? part.value : `${previous},${part.value}`;
      }
    }
  } catch (err) {
    // Refusals of ours, and the parser's own (limits, prototype keys) that carry their HTTP status.
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number')
      throw err;
    // Anything else is the parser failing on the body itself.
    request.log.info({ err: (err as Error).message }, 'malformed multipart body');
    throw new AppError('VALIDATION_ERROR', inputMessages.malformedForm);
  }
  assertValidText(form.fields);
  if (request.idempotency && !request.idempotency.claimId)
    await request.idempotency.claim(formFingerprint(request, form));
  return form;
}

/** What a create or an edit sent: its fields (JSON, or a multipart's text fields) and its image. */
export interface FieldsAndImage {
  data: unknown;
  image?: Buffer;
  /** True when the fields came as multipart text (every value a string). */
  multipart?: boolean;
}

/**
 * The body of a create or an edit that takes JSON, or multipart text fields plus an optional image in
 * `fileField` (read by readMultipart, with its refusals).
 */
export async function readJsonOrMultipart(
  request: FastifyRequest,
  fileField: string,
  options: { maxFields?: number } = {},
): Promise<FieldsAndImage> {
  if (!request.isMultipart()) return { data: request.body ?? {} };
  const form = await readMultipart(request, fileField, options);
  return { data: form.fields, image: form.file?.buffer, multipart: true };
}

/**
 * Multipart parsing, the image storage, and the static serving of uploads under /uploads/ (never of
 * the staging folder, see lib/storage.ts).
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { uploadsDir: string }) => {
    mkdirSync(opts.uploadsDir, { recursive: true });
    await app.register(fastifyMultipart, {
      limits: { fileSize: IMAGE_RULES.maxUploadBytes, files: 1, fields: 30, fieldSize: 64 * 1024 },
    });
    app.decorate('storage', new ImageStorage(opts.uploadsDir));
    await app.register(fastifyStatic, {
      root: opts.uploadsDir,
      prefix: LOCAL_UPLOADS_BASE,
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
      // Files waiting for their transaction (uploads/.staging/) are never served, nor any dot file.
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.split('/').some((segment) => segment.startsWith('.')),
    });
  },
  { name: 'uploads' },
);
