/** The response envelope of DESIGN §3. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

/** The values a server text was made from, named as its catalogue's placeholders. */
export type ServerTextValues = Record<string, string | number>;

export interface ApiEnvelope<T> {
  responseCode: number;
  responseMessage: string;
  /** The text's key in the server-texts catalogue, when it is one of `messages` (issue 47 §4). */
  messageKey?: string;
  messageValues?: ServerTextValues;
  data: T;
  pagination?: Pagination;
}

export interface FieldError {
  field: string;
  message: string;
  /** As `messageKey` / `messageValues` of the envelope, for this field's text. */
  key?: string;
  values?: ServerTextValues;
}
