import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

interface NotFoundProps {
  /** The address that leads nowhere, shown so a typo can be spotted. */
  pathname: string;
  backTo: string;
  backLabel: string;
}

/** An address that is no page of Atelier, with the way back. */
export function NotFound({ pathname, backTo, backLabel }: NotFoundProps) {
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMapQuestion size={34} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Page not found
      </Title>
      <Text maw={460}>
        There is no page at{' '}
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {pathname}
        </Code>
        . The address may be mistyped, or the page may have moved.
      </Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
