import { Button, Card, EmptyState } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface NoTeamPromptProps {
  title?: string;
  description: string;
  maw?: number;
}

/** Where a page needs a team the user does not have: why, and the way to create one. */
export function NoTeamPrompt({
  title = 'You are not in a team yet',
  description,
  maw,
}: NoTeamPromptProps) {
  return (
    <Card withBorder padding="xl" maw={maw}>
      <EmptyState
        variant="light"
        icon={<IconUsersGroup size={30} />}
        title={title}
        description={description}
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.createTeam} leftSection={<IconPlus size={18} />}>
            Create Team
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
