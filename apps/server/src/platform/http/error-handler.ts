/** Maps every error to the envelope of DESIGN §3; nothing user-caused is a 500, no stack leaks. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@atelier/domain';
import type { FieldError } from '@atelier/domain';
import { databaseUnavailable } from '../../db/errors.ts';
import { AppError, INVALID_REQUEST } from './errors.ts';

/** PostgreSQL refusing text it cannot store (a NUL character, an untranslatable one). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return [code, causeCode].some(
    (value) => typeof value === 'string' && UNSTORABLE_TEXT_CODES.has(value),
  );
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function userMessage(message: string): string {
  // zod's built-in English ("Invalid input: expected object…") is for developers, not users.
  if (message.startsWith('Invalid input') || message.startsWith('Unrecognized key')) {
    return INVALID_REQUEST;
  }
  // 'Invalid option: expected one of "name"|"createdAt"' names the choices: say them plainly.
  if (message.startsWith('Invalid option')) {
    const choices = [...message.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
    return choices.length > 0 ? `Please choose one of: ${choices.join(', ')}.` : INVALID_REQUEST;
  }
  return message;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        responseCode: error.statusCode,
        responseMessage: error.message,
        data: error.data,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath),
        message: userMessage(issue.message ?? INVALID_REQUEST),
      }));
      return reply.code(400).send({
        responseCode: 400,
        responseMessage: errors[0]?.message ?? INVALID_REQUEST,
        data: { errors },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? messages.uploadTooLarge
          : status === 429
            ? messages.tooManyRequests
            : status === 404
              ? messages.notFound
              : error.code?.startsWith('FST_ERR_CTP')
                ? INVALID_REQUEST
                : userMessage(error.message);
      return reply
        .code(status)
        .send({ responseCode: status, responseMessage: message, data: null });
    }
    if (isUnstorableText(error)) {
      return reply
        .code(400)
        .send({ responseCode: 400, responseMessage: INVALID_REQUEST, data: null });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Every request fails the same way during an outage: one line each, no stack.
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .code(503)
        .send({ responseCode: 503, responseMessage: messages.serviceUnavailable, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ responseCode: 500, responseMessage: messages.tryAgain, data: null });
  });
}
