import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/** The part of a TanStack query result this reads. */
export interface LoadableQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: LoadableQuery<T>;
  /** Shown until the data is in. */
  loading: ReactNode;
  /** The error's heading, e.g. "Your teams could not be loaded". */
  errorTitle: string;
  /** Keep showing the data already loaded when a later refetch fails. */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A section that loads one query: its placeholder while loading, the error with "Try again" if
 * it fails, and then the section itself with the data.
 */
export function QueryState<T>({
  query,
  loading,
  errorTitle,
  keepData = false,
  children,
}: QueryStateProps<T>) {
  if (query.isError && !(keepData && query.data !== undefined)) {
    return <QueryError title={errorTitle} query={query} />;
  }
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
