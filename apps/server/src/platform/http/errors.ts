/**
 * The one error module: each error carries an HTTP status, the user-facing text and a stable
 * machine-readable code (DESIGN §3) that clients may branch on while the text stays free to change.
 */
import { messages } from '@atelier/domain';
import { keyOfMessage } from '@atelier/domain';
import type { FieldError } from '@atelier/domain';
import { messageKeyOf } from './envelope.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Texts that name a situation a client handles on its own get a code of their own. */
const CODE_BY_MESSAGE = new Map<string, string>([
  [messages.invalidToken, 'invalid_token'],
  [messages.jwtExpired, 'jwt_expired'],
  [messages.invalidCredentials, 'invalid_credentials'],
  [messages.accountDeactivated, 'account_deactivated'],
  [messages.emailNotVerified, 'email_not_verified'],
  [messages.upgradePlan, 'upgrade_plan'],
  [messages.ownerOnlyPermissions, 'owner_only'],
  [messages.webhooksOwnerOnly, 'owner_only'],
  [messages.wrongOtp, 'invalid_otp'],
  [messages.otpExpired, 'otp_expired'],
  [messages.otpTooManyTries, 'otp_locked'],
  [messages.uploadTooLarge, 'upload_too_large'],
  [messages.uploadBroken, 'upload_broken'],
  [messages.requestTooLarge, 'request_too_large'],
  [messages.requestTooDeep, 'request_too_deep'],
]);

export function errorCode(status: number, message: string): string {
  return (
    CODE_BY_MESSAGE.get(message) ??
    CODE_BY_STATUS[status] ??
    (status >= 500 ? 'internal_error' : 'bad_request')
  );
}

function isFieldError(value: unknown): value is FieldError {
  const error = value as Partial<FieldError> | null;
  return typeof error?.field === 'string' && typeof error.message === 'string';
}

/** A field error with its text's key and values beside it (issue 47 §4), when it has one. */
function keyedFieldError(error: FieldError) {
  const keyed = keyOfMessage(error.message);
  if (!keyed) return error;
  return keyed.values
    ? { ...error, key: keyed.key, values: keyed.values }
    : { ...error, key: keyed.key };
}

/** `data.errors` of a 400, each field's text keyed; any other data as it is. */
function keyedData(data: unknown): unknown {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || !errors.some(isFieldError)) return data;
  return {
    ...(data as object),
    errors: errors.map((error: unknown) => (isFieldError(error) ? keyedFieldError(error) : error)),
  };
}

/** The error envelope: DESIGN §3's three fields plus the code, and the text's key (issue 47 §4). */
export function errorBody(status: number, message: string, data: unknown = null) {
  return {
    responseCode: status,
    responseMessage: message,
    ...messageKeyOf(message),
    code: errorCode(status, message),
    data: keyedData(data),
  };
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
export const conflict = (message: string, data: unknown = null) => new AppError(409, message, data);
/** A link that worked once and no longer does (revoked, expired): not an unknown one. */
export const gone = (message: string) => new AppError(410, message);
/** A service this one relies on (the AI provider) failed: try again later. */
export const unavailable = (message: string) => new AppError(503, message);
export const tooManyRequests = (message: string = messages.tooManyRequests) =>
  new AppError(429, message);
