import { messages } from '@atelier/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's per-field errors on the form's fields. Returns the text to show above the
 * form when no field took the error, or null when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return messages.tryAgain;
  const known = error.fieldErrors.filter((item) =>
    (fields as readonly string[]).includes(item.field),
  );
  known.forEach((item, index) =>
    setError(
      item.field as Path<T>,
      { type: 'server', message: item.message },
      { shouldFocus: index === 0 },
    ),
  );
  return known.length > 0 ? null : error.message;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.tryAgain;
}
