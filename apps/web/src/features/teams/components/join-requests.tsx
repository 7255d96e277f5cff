import { displayName } from '@atelier/domain';
import type { JoinRequest } from '@atelier/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { runMutation } from '../../../lib/run-mutation';
import { useAcceptJoinRequest } from '../api/accept-join-request';
import { useDeclineJoinRequest } from '../api/decline-join-request';
import { useJoinRequests } from '../api/get-join-requests';
import { useRoleOptions } from '../hooks/use-role-options';
import { useFormat } from '../../../lib/format';
import { RoleSelect } from './role-select';
import { SectionSkeleton } from './section-skeleton';
import { PersonLine } from './person-line';
import type { ServerAnswer } from '../../../lib/server-texts/server-text';

function RequestRow({ teamId, request }: { teamId: string; request: JoinRequest }) {
  const { formatDate } = useFormat();
  const { roles } = useRoleOptions();
  const accept = useAcceptJoinRequest();
  const decline = useDeclineJoinRequest();
  const [roleId, setRoleId] = useState<string | null>(null);
  const name = displayName(request.user);

  const run = (action: 'accept' | 'decline') =>
    runMutation((): Promise<ServerAnswer> =>
      action === 'accept'
        ? accept.mutateAsync({ teamId, requestId: request._id, ...(roleId ? { roleId } : {}) })
        : decline.mutateAsync({ teamId, requestId: request._id }),
    );

  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      p="md"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={`Request from ${name}`}
      role="group"
    >
      <PersonLine
        person={request.user}
        avatarSize={36}
        name={name}
        detail={`${request.user.email} · asked ${formatDate(request.createdAt)}`}
      />
      <Group gap="xs" wrap="wrap">
        <RoleSelect
          roles={roles}
          value={roleId}
          onChange={setRoleId}
          label={`Role for ${name}`}
          placeholder="Default role"
          clearable
        />
        <Button
          size="sm"
          onClick={() => void run('accept')}
          loading={accept.isPending}
          disabled={decline.isPending}
          aria-label={`Accept ${name}`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="default"
          onClick={() => void run('decline')}
          loading={decline.isPending}
          disabled={accept.isPending}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
      </Group>
    </Group>
  );
}

/** People who asked to join; the owner (or whoever may add members) lets them in or not. */
export function JoinRequests({ teamId }: { teamId: string }) {
  const requestsQuery = useJoinRequests(teamId);

  return (
    <QueryState
      query={requestsQuery}
      errorTitle="Join requests could not be loaded"
      loading={<SectionSkeleton label="Loading join requests" />}
    >
      {(requests) => <Waiting teamId={teamId} requests={requests} />}
    </QueryState>
  );
}

function Waiting({ teamId, requests }: { teamId: string; requests: JoinRequest[] }) {
  const waiting = requests.filter((request) => request.status === 'pending');
  if (waiting.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" px="md">
        No one is waiting to join.
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {waiting.map((request) => (
        <RequestRow key={request._id} teamId={teamId} request={request} />
      ))}
    </Stack>
  );
}
