import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNeedleThread } from '@tabler/icons-react';
import { Link } from 'react-router';

interface ComingSoonProps {
  backTo: string;
  backLabel: string;
}

/** Shown for parts of the product that are not built yet, so no link ever leads nowhere. */
export function ComingSoon({ backTo, backLabel }: ComingSoonProps) {
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconNeedleThread size={34} />
      </ThemeIcon>
      <Title order={2}>This part of Atelier is on its way</Title>
      <Text c="dimmed" maw={460}>
        We are still stitching this page together. Everything you have already created is safe, and
        this page will appear here as soon as it is ready.
      </Text>
      <Button component={Link} to={backTo} variant="light">
        {backLabel}
      </Button>
    </Stack>
  );
}
