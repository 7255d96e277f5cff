/** Maps every error to the envelope of DESIGN §3; nothing user-caused is a 500, no stack leaks. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@atelier/domain';
import type { FieldError } from '@atelier/domain';
import { AppError } from './errors.ts';

const GENERIC_400 = 'The request is not valid.';

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function userMessage(message: string): string {
  // zod's built-in English ("Invalid input: expected object…") is for developers, not users.
  return message.startsWith('Invalid input') || message.startsWith('Unrecognized key')
    ? GENERIC_400
    : message;
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
        message: userMessage(issue.message ?? GENERIC_400),
      }));
      return reply.code(400).send({
        responseCode: 400,
        responseMessage: errors[0]?.message ?? GENERIC_400,
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
                ? GENERIC_400
                : userMessage(error.message);
      return reply
        .code(status)
        .send({ responseCode: status, responseMessage: message, data: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ responseCode: 500, responseMessage: messages.tryAgain, data: null });
  });
}
