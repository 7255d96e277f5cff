import { Button, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DeadEndProps {
  icon: ReactNode;
  title: string;
  /** 1 for a whole page, 2 for a section inside one. */
  order?: 1 | 2;
  /** What happened, in words. */
  children: ReactNode;
  backTo: string;
  backLabel: string;
}

/** Where an address leads nowhere (no page, no such thing, a dead link): why, and the way back. */
export function DeadEnd({ icon, title, order = 1, children, backTo, backLabel }: DeadEndProps) {
  const isPage = order === 1;
  return (
    <Stack align="center" gap="md" py={isPage ? 80 : 64} px="md" ta="center">
      <ThemeIcon size={isPage ? 64 : 56} radius="xl" variant="light">
        {icon}
      </ThemeIcon>
      <Title order={order} fz={isPage ? 28 : 24}>
        {title}
      </Title>
      {children}
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
