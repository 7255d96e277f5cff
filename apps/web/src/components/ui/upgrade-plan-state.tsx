import { messages } from '@atelier/domain';
import { Button, EmptyState } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Shown where a paid feature would be: SPEC's 'Upgrade your plan.' and the way to /pricing. */
export function UpgradePlanState({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      variant="light"
      icon={<IconDiamond size={28} />}
      title={messages.upgradePlan}
      description={children}
      py="xl"
    >
      <EmptyState.Actions>
        <Button component={Link} to={paths.pricing}>
          See plans
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
