/**
 * JSON answers above 1 KiB travel brotli- or gzip-compressed, by Accept-Encoding. Only JSON: the
 * web app's assets are compressed at build time (static.ts) and media and downloads are sent as
 * stored, so ranges and lengths stay exact. Applies to the routes registered after it.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: JSON_TYPE,
    // A quick brotli level: answers are compressed on every request, not once at build time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are never sent compressed; no hook for them.
    globalDecompression: false,
  });
}
