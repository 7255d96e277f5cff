import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The card every sign-in, sign-up and recovery step sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }} w="100%" maw={460}>
      <Stack gap={6} mb="lg">
        <Title order={1} fz={30}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {children}
      {footer && (
        <Text size="sm" ta="center" mt="lg" c="dimmed">
          {footer}
        </Text>
      )}
    </Paper>
  );
}
