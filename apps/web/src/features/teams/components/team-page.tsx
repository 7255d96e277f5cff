import type { Team, TeamMember } from '@atelier/domain';
import { Alert, Badge, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/ui/query-error';
import { paths } from '../../../lib/paths';
import { ApiError } from '../../../lib/api-error';
import { usePolicy } from '../../../lib/policy';
import { useSelectedTeamId } from '../../../lib/selected-team';
import { useSession } from '../../../lib/session';
import { useTeam } from '../api/get-team';
import { useTeamMembers } from '../api/get-team-members';
import { useTeams } from '../api/get-teams';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';
import { InviteModal } from './invite-modal';
import { JoinRequests } from './join-requests';
import { MemberActionConfirm, type ConfirmedMemberAction } from './member-action-confirm';
import { MembersTable, type MemberAction } from './members-table';
import { PendingInvites } from './pending-invites';
import { PermissionsModal } from './permissions-modal';
import { TeamActions } from './team-actions';
import { TeamFacts } from './team-facts';
import { TeamUnavailable } from './team-unavailable';

interface TeamPageProps {
  teamId: string;
  routeState: TeamRouteState;
}

/** /teamusers/{id}: team details, members, pending invitations and join requests. */
export function TeamPage({ teamId, routeState }: TeamPageProps) {
  const teamsQuery = useTeams();
  const fromList = teamsQuery.data?.find((team) => team._id === teamId);
  const teamQuery = useTeam(teamId, routeState.team ?? fromList);

  if (teamQuery.isError && !teamQuery.isFetching) {
    if (teamQuery.error instanceof ApiError && [400, 403, 404].includes(teamQuery.error.status)) {
      return <TeamUnavailable teamId={teamId} error={teamQuery.error} />;
    }
    return (
      <QueryError
        title="This team could not be loaded"
        query={teamQuery}
        backTo={paths.teams}
        backLabel="Back to your teams"
      />
    );
  }
  if (!teamQuery.data) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading team">
        <Skeleton height={34} width="40%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  return (
    <TeamView
      team={teamQuery.data}
      teams={routeState.teams ?? teamsQuery.data ?? []}
      initialMembers={routeState.members}
      justCreated={routeState.justCreated === true}
    />
  );
}

function TeamView({
  team,
  teams,
  initialMembers,
  justCreated,
}: {
  team: Team;
  teams: Team[];
  initialMembers: TeamMember[] | undefined;
  justCreated: boolean;
}) {
  const { user } = useSession();
  const can = usePolicy(team);
  const isSelected = useSelectedTeamId() === team._id;
  const membersQuery = useTeamMembers(team._id, { initialMembers });
  const [inviteOpened, setInviteOpened] = useState(false);
  const [showWelcome, setShowWelcome] = useState(justCreated);
  const [permissionsOf, setPermissionsOf] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedMemberAction | null>(null);

  const onMemberAction = (action: MemberAction, member: TeamMember) => {
    if (action === 'permissions') setPermissionsOf(member);
    else setConfirming({ action, member });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 26, sm: 32 }} style={{ wordBreak: 'break-word' }}>
              {team.name}
            </Title>
            <AccessBadge team={team} />
            {isSelected && (
              <Badge variant="light" color="success">
                Current team
              </Badge>
            )}
          </Group>
          <Text c={team.description ? undefined : 'dimmed'} maw={720}>
            {team.description || 'No description yet.'}
          </Text>
        </Stack>
        <TeamActions team={team} isSelected={isSelected} onInvite={() => setInviteOpened(true)} />
      </Group>

      {showWelcome && (
        <Alert
          color="success"
          variant="light"
          icon={<IconSparkles size={18} />}
          title="Your team is ready"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setShowWelcome(false)}
        >
          {can.canAddMember
            ? 'Invite the people you design with to start working together: Invite members is at the top of the page.'
            : 'Invite the people you design with to start working together.'}
        </Alert>
      )}

      <TeamFacts team={team} teams={teams} members={membersQuery.data} />

      <Card withBorder padding={0}>
        <Tabs defaultValue="members" keepMounted={false}>
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="members">Members</Tabs.Tab>
            {can.canAddMember && <Tabs.Tab value="invites">Pending invitations</Tabs.Tab>}
            {can.canAddMember && <Tabs.Tab value="requests">Join requests</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="members">
            {membersQuery.isError && !membersQuery.data ? (
              <Stack p="md">
                <QueryError title="Members could not be loaded" query={membersQuery} />
              </Stack>
            ) : (
              <MembersTable
                members={membersQuery.data}
                policies={can}
                currentUserId={user?._id}
                onAction={onMemberAction}
              />
            )}
          </Tabs.Panel>
          {can.canAddMember && (
            <Tabs.Panel value="invites">
              <PendingInvites teamId={team._id} />
            </Tabs.Panel>
          )}
          {can.canAddMember && (
            <Tabs.Panel value="requests">
              <JoinRequests teamId={team._id} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Card>

      <InviteModal
        teamId={team._id}
        teamName={team.name}
        isOwner={team.isOwner}
        memberEmails={(membersQuery.data ?? []).map((member) => member.email)}
        opened={inviteOpened}
        onClose={() => setInviteOpened(false)}
      />
      <PermissionsModal
        teamId={team._id}
        member={permissionsOf}
        onClose={() => setPermissionsOf(null)}
      />
      <MemberActionConfirm
        teamId={team._id}
        pending={confirming}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
