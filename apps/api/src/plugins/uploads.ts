import { mkdirSync } from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import { IMAGE_RULES } from '@koinonia/shared/news/news.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { ImageStorage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

export interface MultipartForm {
  fields: Record<string, string>;
  file?: { fieldname: string; buffer: Buffer };
}

/**
 * Reads a multipart form completely: its text fields and at most one file, refusing a file over the
 * upload limit (nothing is written anywhere while reading). A field sent several times (tags=a, tags=b,
 * as FormData.append does for a list) becomes one comma-separated value, the form's list syntax.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  for await (const part of request.parts({
    limits: { fileSize: IMAGE_RULES.maxUploadBytes, files: 1, fields: 30 },
  })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE');
        throw err;
      });
      if (part.file.truncated) throw new AppError('IMAGE_TOO_LARGE');
      if (part.fieldname === fileField && buffer.length > 0)
        form.file = { fieldname: part.fieldname, buffer };
    } else if (typeof part.value === 'string') {
      const previous = form.fields[part.fieldname];
      form.fields[part.fieldname] = previous === undefined ? part.value : `${previous},${part.value}`;
    }
  }
  return form;
}

/** Multipart parsing, the image storage, and the static serving of uploads under /uploads/. */
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
    });
  },
  { name: 'uploads' },
);
