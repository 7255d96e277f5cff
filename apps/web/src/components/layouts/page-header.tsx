import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  /** Buttons beside the title (below it on narrow screens). */
  actions?: ReactNode;
}

/** Title block at the top of a signed-in page. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="xl">
      <Stack gap={4}>
        {back && (
          <Anchor component={Link} to={back.to} size="sm" c="dimmed">
            <Group gap={4}>
              <IconChevronLeft size={16} />
              {back.label}
            </Group>
          </Anchor>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
