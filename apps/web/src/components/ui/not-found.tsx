import { Code, Text } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { DeadEnd } from './dead-end';

interface NotFoundProps {
  /** The address that leads nowhere, shown so a typo can be spotted. */
  pathname: string;
  backTo: string;
  backLabel: string;
}

/** An address that is no page of Atelier, with the way back. */
export function NotFound({ pathname, backTo, backLabel }: NotFoundProps) {
  return (
    <DeadEnd
      icon={<IconMapQuestion size={34} />}
      title="Page not found"
      backTo={backTo}
      backLabel={backLabel}
    >
      <Text maw={460}>
        There is no page at{' '}
        <Code fz="sm" style={{ wordBreak: 'break-all' }}>
          {pathname}
        </Code>
        . The address may be mistyped, or the page may have moved.
      </Text>
    </DeadEnd>
  );
}
