import { messages } from '@atelier/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';
import { serverText } from './server-texts/server-text';

/**
 * Puts the server's per-field errors on the form's fields, in the reader's language. Returns the
 * text to show above the form when no field took the error, or null when every error found its
 * field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return tryAgain();
  const known = error.fieldErrors.filter((item) =>
    (fields as readonly string[]).includes(item.field),
  );
  known.forEach((item, index) =>
    setError(
      item.field as Path<T>,
      { type: 'server', message: serverText(item) },
      { shouldFocus: index === 0 },
    ),
  );
  return known.length > 0 ? null : serverText(error);
}

const tryAgain = () => serverText({ message: messages.tryAgain, key: 'tryAgain' });

/** What a failed call says, in the reader's language ('Please try again.' for a non-answer). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? serverText(error) : tryAgain();
}
