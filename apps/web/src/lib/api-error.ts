import type { ApiEnvelope, FieldError, ServerTextValues } from '@atelier/domain';

/** The key of a server text and the values it was made from (issue 47 §4; lib/server-texts). */
export interface ServerTextKey {
  key?: string;
  values?: ServerTextValues;
}

/** The key of SPEC §8's 'Please try again.', said when the server said nothing. */
export const TRY_AGAIN_KEY: ServerTextKey = { key: 'tryAgain' };

/** The key an answer gives its text; 'Please try again.''s when it gave no text. */
export function textKeyOf(envelope: ApiEnvelope<unknown> | null): ServerTextKey {
  if (!envelope?.responseMessage) return TRY_AGAIN_KEY;
  return { key: envelope.messageKey, values: envelope.messageValues };
}

/**
 * A failed call: the HTTP status (0 when the network failed), the server's text, its key and
 * values in the server-texts catalogue when it has one (`serverText` writes it in the reader's
 * language), and its data.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  readonly key?: string;
  readonly values?: ServerTextValues;

  constructor(status: number, message: string, data: unknown, { key, values }: ServerTextKey = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    if (key !== undefined) this.key = key;
    if (values !== undefined) this.values = values;
  }

  /** The per-field errors of a 400 answer (`data.errors`), each with its key when it has one. */
  get fieldErrors(): FieldError[] {
    if (!this.data || typeof this.data !== 'object' || !('errors' in this.data)) return [];
    const { errors } = this.data;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (item): item is FieldError =>
        Boolean(item) && typeof item.field === 'string' && typeof item.message === 'string',
    );
  }
}
