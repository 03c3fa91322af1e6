import type { Plugin } from 'vite';
/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * build, so the server sends them as they are (@fastify/static's preCompressed) instead of compressing
 * on each request. A copy that would not be smaller than the file is not written.
 */
export declare function precompress(): Plugin;
