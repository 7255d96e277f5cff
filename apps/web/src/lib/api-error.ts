import type { FieldError } from '@atelier/domain';

/** A failed call: the HTTP status (0 when the network failed), the server's text and its data. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** The per-field errors of a 400 answer (`data.errors`). */
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
