import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A short list of things with their dates (the dashboard's cards): one link a row. */
export function DatedLinkList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {children}
    </Stack>
  );
}

/** One row: what leads it (a kind's badge), its title as a link that truncates, and when. */
export function DatedLinkRow({
  to,
  title,
  when,
  lead,
}: {
  to: string;
  title: string;
  when: string;
  lead?: ReactNode;
}) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      {lead}
      <Anchor component={Link} to={to} size="sm" style={{ flex: 1, minWidth: 0 }} truncate>
        {title}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {when}
      </Text>
    </Group>
  );
}
