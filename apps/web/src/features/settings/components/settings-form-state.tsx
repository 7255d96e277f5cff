import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/ui/query-error';

interface SettingsLoaderProps<T> {
  query: {
    data: T | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  label: string;
  children: (data: T) => ReactNode;
}

/** A settings form once its settings are in: a skeleton first, the error with a retry if not. */
export function SettingsLoader<T>({ query, label, children }: SettingsLoaderProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <QueryError
        title={`The ${label} could not be loaded`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} role="status" aria-label={`Loading ${label}`}>
      <Stack gap="lg">
        {[0, 1, 2, 3].map((row) => (
          <Stack key={row} gap={6}>
            <Skeleton height={12} width={120} />
            <Skeleton height={36} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
