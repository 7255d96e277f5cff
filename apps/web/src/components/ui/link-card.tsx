import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkCardProps {
  to: string;
  /** What stands above the title: the card's icon, with a badge if it has one. */
  top: ReactNode;
  title: string;
  description: string;
}

/** A card that is one link to a page of the app: an icon, the page's name and what it is for. */
export function LinkCard({ to, top, title, description }: LinkCardProps) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" className="atelier-link-card">
      <Stack gap="sm">
        {top}
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
    </Card>
  );
}
