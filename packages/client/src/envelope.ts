/**
 * Every answer of the API is an envelope, `{ responseCode, responseMessage, data }`, with
 * `pagination` on a paged list; a refusal adds a stable `code`. These helpers hand back what a
 * caller wants from it and turn a refusal into one typed error.
 */

export interface Pagination {
  page: number;
  /** 10, 50 or 100. */
  limit: number;
  total: number;
}

export interface FieldError {
  field: string;
  message: string;
}

/** What openapi-fetch resolves to: the parsed body of a 2xx answer, or of any other. */
type Result<Body> =
  | { data: Body; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** A refusal of the API: its HTTP status, its text as the app shows it, and its stable code. */
export class AtelierApiError extends Error {
  override readonly name = 'AtelierApiError';
  readonly status: number;
  /** The text the app shows, e.g. `invalid token` or `No Record Found.`. */
  readonly responseMessage: string;
  /** Stable and machine-readable: `invalid_token`, `validation_failed`, `not_found`, … */
  readonly code: string | undefined;
  /** The refusal's `data`: for a 400, `{ errors: [{ field, message }] }`. */
  readonly data: unknown;

  constructor(response: Response, body: unknown) {
    const envelope = isEnvelope(body) ? body : undefined;
    const responseMessage = envelope?.responseMessage ?? (response.statusText || 'Request failed');
    super(`${response.status} ${responseMessage}`);
    this.status = response.status;
    this.responseMessage = responseMessage;
    this.code = typeof envelope?.code === 'string' ? envelope.code : undefined;
    this.data = envelope?.data;
  }

  /** The fields a 400 refused, each with its message (empty for any other refusal). */
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: unknown } | null | undefined)?.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
}

function isEnvelope(
  body: unknown,
): body is { responseMessage: string; code?: unknown; data?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { responseMessage?: unknown }).responseMessage === 'string'
  );
}

/** The body of a result's 2xx answer. */
type Body<R extends Result<unknown>> = NonNullable<R['data']>;

async function settle<R extends Result<unknown>>(result: R | Promise<R>): Promise<Body<R>> {
  const { data, error, response } = await result;
  if (!response.ok || data === undefined) throw new AtelierApiError(response, error);
  return data as Body<R>;
}

/** The `data` of a 2xx answer; throws `AtelierApiError` for any other. */
export async function unwrap<R extends Result<{ data: unknown }>>(
  result: R | Promise<R>,
): Promise<Body<R>['data']> {
  return (await settle(result)).data;
}

/** A page of a paged list and where it sits; throws `AtelierApiError` for a refusal. */
export async function unwrapPage<R extends Result<{ data: unknown[]; pagination: Pagination }>>(
  result: R | Promise<R>,
): Promise<Pick<Body<R>, 'data' | 'pagination'>> {
  const { data, pagination } = await settle(result);
  return { data, pagination };
}
