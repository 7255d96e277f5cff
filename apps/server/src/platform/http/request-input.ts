/**
 * Input no handler should ever see is refused before validation: a NUL character, which
 * PostgreSQL text cannot hold, and JSON nested deeper than any form sends (walking it would
 * overflow the stack).
 */
import type { FastifyInstance } from 'fastify';
import { messages } from '@atelier/domain';
import { badRequest, INVALID_REQUEST } from './errors.ts';

/** Deeper than any body, query or path of the API, far shallower than the stack allows. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblem = { kind: 'nul'; field: string } | { kind: 'tooDeep' };

/** The first problem in document order, walked without recursion. */
export function inspectInput(value: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', field: item.path };
      continue;
    }
    if (!item.value || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'tooDeep' };
    const children = Object.entries(item.value);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const [key, child] = children[index]!;
      const path = item.path ? `${item.path}.${key}` : key;
      if (key.includes('\u0000')) return { kind: 'nul', field: path };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Nothing to walk: no value, or an object without keys (most requests' params and query). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const _key in value) return false;
  return true;
}

export function refuseUnusableInput(app: FastifyInstance) {
  // A callback hook, and empty inputs skipped without walking them: an async hook's promise and
  // the walk's allocations were a fortieth of a health check, which has no input at all.
  app.addHook('preValidation', (request, _reply, done) => {
    const { params, query, body } = request;
    const problem =
      (isEmpty(params) ? null : inspectInput(params)) ??
      (isEmpty(query) ? null : inspectInput(query)) ??
      (isEmpty(body) ? null : inspectInput(body));
    if (problem?.kind === 'tooDeep') return done(badRequest(messages.requestTooDeep));
    if (problem?.kind === 'nul') {
      return done(
        badRequest(INVALID_REQUEST, [{ field: problem.field, message: INVALID_REQUEST }]),
      );
    }
    done();
  });
}
