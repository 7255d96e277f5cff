import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a section of the team page loads. */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" p="md" role="status" aria-label={label}>
      <Skeleton height={14} width="60%" />
      <Skeleton height={14} width="75%" />
      <Skeleton height={14} width="45%" />
    </Stack>
  );
}
