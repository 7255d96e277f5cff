import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface HelpSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** A line under the heading, if the section needs one. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One of the help page's sections (the answers, the contact form): a card under its heading. */
export function HelpSection({ id, title, intro, children }: HelpSectionProps) {
  const heading = (
    <Title order={2} size="h3" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        {intro ? (
          <Stack gap={4}>
            {heading}
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          </Stack>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
