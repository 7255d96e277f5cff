/** Maps every error to the envelope of DESIGN §3; nothing user-caused is a 500, no stack leaks. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@atelier/domain';
import type { FieldError } from '@atelier/domain';
import { databaseUnavailable } from '../../db/errors.ts';
import type { ErrorReporter } from '../errors/reporting.ts';
import { AppError, errorBody, INVALID_REQUEST } from './errors.ts';

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

/** Fastify's own 4xx errors in words a person can act on. */
function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return messages.requestTooLarge;
  if (status === 413) return messages.uploadTooLarge;
  if (status === 429) return messages.tooManyRequests;
  if (status === 404) return messages.notFound;
  if (error.code?.startsWith('FST_ERR_CTP')) return INVALID_REQUEST;
  return userMessage(error.message);
}

/** What an error is answered with, and how it is logged: an expected refusal is not logged. */
export interface ErrorAnswer {
  status: number;
  body: ReturnType<typeof errorBody>;
  /** An outage is a warning; anything unexpected is an error, reported. */
  level?: 'warn' | 'error';
  reason?: string;
}

export function errorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: errorBody(error.statusCode, error.message, error.data),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath),
      message: userMessage(issue.message ?? INVALID_REQUEST),
    }));
    return { status: 400, body: errorBody(400, errors[0]?.message ?? INVALID_REQUEST, { errors }) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBody(status, clientErrorMessage(error, status)) };
  }
  if (isUnstorableText(error)) return { status: 400, body: errorBody(400, INVALID_REQUEST) };
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    return {
      status: 503,
      body: errorBody(503, messages.serviceUnavailable),
      level: 'warn',
      reason: unavailable,
    };
  }
  return { status: 500, body: errorBody(500, messages.tryAgain), level: 'error' };
}

export function registerErrorHandling(app: FastifyInstance, reporter: ErrorReporter) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.level === 'warn') {
      // Every request fails the same way during an outage: one line each, no stack.
      request.log.warn({ reason: answer.reason }, 'database unavailable');
    } else if (answer.level === 'error') {
      request.log.error({ err: error }, 'request failed');
      reporter.report(error, {
        where: `${request.method} ${request.routeOptions.url ?? 'unknown'}`,
      });
    }
    return reply.code(answer.status).send(answer.body);
  });
}
