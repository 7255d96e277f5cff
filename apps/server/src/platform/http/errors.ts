/** The one error module: each error carries an HTTP status and the user-facing text. */
import { messages } from '@atelier/domain';
import type { FieldError } from '@atelier/domain';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** For a request whose shape is wrong in a way no field's own text describes. */
export const INVALID_REQUEST = 'The request is not valid.';

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, message, errors ? { errors } : null);
export const fieldError = (field: string, message: string) =>
  badRequest(message, [{ field, message }]);
export const unauthorized = (message: string = messages.invalidToken) => new AppError(401, message);
export const forbidden = (message: string, data: unknown = null) =>
  new AppError(403, message, data);
export const notFound = (message: string = messages.noRecord) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) =>
  new AppError(429, message);
