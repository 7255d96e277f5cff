/**
 * PostgreSQL text cannot hold the NUL character: a request carrying one in its body, query or
 * path is refused before any handler runs, so it changes nothing and never reaches the database.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, INVALID_REQUEST } from './errors.ts';

/** The dotted path of the first string holding a NUL character, or null when there is none. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return itemPath;
      const found = findNulCharacter(item, itemPath);
      if (found !== null) return found;
    }
  }
  return null;
}

export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field !== null) throw badRequest(INVALID_REQUEST, [{ field, message: INVALID_REQUEST }]);
  });
}
