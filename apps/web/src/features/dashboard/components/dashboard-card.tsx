import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError } from '../../../lib/api-error';
import { QueryError } from '../../../components/ui/query-error';
import { serverText } from '../../../lib/server-texts/server-text';

/** One of the dashboard's cards: a section named by its heading. */
export const DashboardCard = SectionCard;

/** A card's placeholder while it loads, announced by what it is loading. */
export function CardLoading({ label, height = 120 }: { label: string; height?: number }) {
  return <Skeleton height={height} role="status" aria-label={label} />;
}

/**
 * A card that could not load. A card the person may not see (a permission their role lacks) says
 * so calmly with the server's text; anything else offers Try again.
 */
export function CardError({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  if (query.error instanceof ApiError && query.error.status === 403) {
    return (
      <Text c="dimmed" size="sm">
        {serverText(query.error)}
      </Text>
    );
  }
  return <QueryError query={query} />;
}

/** What an empty card says, and the first thing to do about it. */
export function CardEmpty({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Stack gap={6} align="flex-start">
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" size="sm">
        {description}
      </Text>
      {action}
    </Stack>
  );
}
