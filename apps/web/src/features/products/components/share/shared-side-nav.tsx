import { NavLink, Stack, Text } from '@mantine/core';
import { IconLock, IconShirt } from '@tabler/icons-react';

/**
 * The shared view's sidebar: the one design the link opens, from which team, and that nothing
 * else of the team is reachable from here.
 */
export function SharedSideNav({
  productName,
  teamName,
}: {
  productName: string;
  teamName: string;
}) {
  return (
    <Stack justify="space-between" h="100%" p="sm" component="nav" aria-label="Shared design">
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs">
          {teamName}
        </Text>
        <NavLink
          active
          aria-current="page"
          label={productName}
          description="Shared design"
          leftSection={<IconShirt size={18} />}
          href="#top"
          color="plum"
        />
      </Stack>
      <Text size="xs" c="dimmed" px="sm" pb="xs">
        <IconLock size={12} aria-hidden /> Only this design is shared with you. Sign in to see your
        own team's work.
      </Text>
    </Stack>
  );
}
