import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A link beside the title, to the page the card is a glance at. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A card of a page of glances (the dashboard's): a section named by its heading, so the page reads
 * by headings and landmarks.
 */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="xl" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
