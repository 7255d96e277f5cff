/** The response envelope of DESIGN §3. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
}

export interface ApiEnvelope<T> {
  responseCode: number;
  responseMessage: string;
  data: T;
  pagination?: Pagination;
}

export interface FieldError {
  field: string;
  message: string;
}
