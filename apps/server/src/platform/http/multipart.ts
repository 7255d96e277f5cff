/**
 * Multipart bodies are parsed only where files are taken. @fastify/multipart puts two hooks on
 * every route of the scope it is registered in (an async onRequest and onResponse, to clean up
 * files saved to disk, which we never do: uploads are streamed); registered at the root they cost
 * every request, a fifth of a health check. The root only recognises the content type, so any
 * other route still answers a multipart body as before (no body: its validation refuses it), and
 * each module that takes files accepts them for its own routes.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMIT_BYTES } from '@atelier/domain';

const MULTIPART = 'multipart/form-data';

/** At the root: a multipart body is accepted and left unread, as @fastify/multipart does. */
export function recogniseMultipart(app: FastifyInstance) {
  app.addContentTypeParser(MULTIPART, (_request, _payload, done) => done(null));
}

/** In a module whose routes read files: `request.isMultipart()`, `file()` and `parts()`. */
export async function acceptFiles(app: FastifyInstance) {
  app.removeContentTypeParser(MULTIPART);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 100, fields: 50 },
  });
}
