import { messages } from '@atelier/domain';
import { Button, Card, EmptyState, Group } from '@mantine/core';
import { IconLock, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useRequestJoinTeam } from '../api/request-join-team';

/**
 * A team the user cannot open: unknown to them (404 'No Record Found.' — they may ask to join,
 * say from a link a colleague shared), a malformed id (400) or one they were blocked from (403).
 */
export function TeamUnavailable({ teamId, error }: { teamId: string; error: unknown }) {
  const requestJoin = useRequestJoinTeam();
  const status = error instanceof ApiError ? error.status : 0;
  const isNotFound = status === 404 || status === 400;
  const canAsk = status === 404;

  const ask = () => runMutation(() => requestJoin.mutateAsync(teamId));

  return (
    <Card withBorder padding="xl">
      <EmptyState
        variant="light"
        color={isNotFound ? undefined : 'error'}
        icon={isNotFound ? <IconUsersGroup size={30} /> : <IconLock size={30} />}
        title={isNotFound ? messages.noRecord : errorMessage(error)}
        description={
          isNotFound
            ? canAsk
              ? 'This team does not exist, or you are not one of its members. If a colleague sent you here, you can ask its owner to let you in.'
              : 'This link does not lead to a team. Check the address, or open the team from your list.'
            : 'Ask the team’s owner if you think this is a mistake.'
        }
      >
        <EmptyState.Actions>
          <Group justify="center" gap="sm">
            {canAsk && (
              <Button
                leftSection={<IconUserPlus size={18} />}
                onClick={() => void ask()}
                loading={requestJoin.isPending}
                disabled={requestJoin.isSuccess}
              >
                {requestJoin.isSuccess ? 'Request sent' : 'Ask to join'}
              </Button>
            )}
            <Button component={Link} to={paths.teams} variant="default">
              Back to teams
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
