import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { imageTypes } from '@koinonia/shared/images/image-url';
import type { FastifyInstance } from 'fastify';

/** A stored file name as the storage makes them (uuid.jpg): nothing else is ever served here. */
const AVATAR_FILE = /^\/?[\w-]+\.[a-z]+$/;

/**
 * Serves the stored avatars (DATA_DIR/uploads/avatars/<file>) without a session at `<prefix>/avatars/`
 * (/api/avatars/{file}, the address the spec's clients ask), with the same rules as /uploads/: one
 * flat folder, no dot files, no staging folder (it lies outside this root), the file's own content
 * type, and a week of immutable caching (a new avatar always gets a new name). Anything else,
 * traversal attempts included, is the JSON 404.
 */
export async function avatarFilesPlugin(app: FastifyInstance) {
  const root = path.join(app.storage.root, imageTypes.avatars);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/avatars/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    immutable: true,
    dotfiles: 'ignore',
    allowedPath: (pathname) => AVATAR_FILE.test(pathname),
  });
}
