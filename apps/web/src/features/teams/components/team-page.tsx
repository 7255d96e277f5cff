import type { Team, TeamMember } from '@atelier/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCheck,
  IconEdit,
  IconMailPlus,
  IconSparkles,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/form-errors';
import { paths, teamUsersUrl } from '../../../lib/paths';
import { usePolicy } from '../../../lib/policy';
import { setSelectedTeamId, useSelectedTeamId } from '../../../lib/selected-team';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useBlockTeamMember } from '../api/block-team-member';
import { useDeleteTeam } from '../api/delete-team';
import { useTeam } from '../api/get-team';
import { useTeamMembers } from '../api/get-team-members';
import { useTeams } from '../api/get-teams';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useUnblockTeamMember } from '../api/unblock-team-member';
import { fullName, memberCountText } from '../lib/format';
import { useFormat } from '../../../lib/format';
import type { TeamRouteState } from '../lib/team-route-state';
import { AccessBadge } from './access-badge';
import { EditTeamModal } from './edit-team-modal';
import { InviteModal } from './invite-modal';
import { JoinRequests } from './join-requests';
import { MembersTable, type MemberAction } from './members-table';
import { PendingInvites } from './pending-invites';
import { PermissionsModal } from './permissions-modal';
import { PersonAvatar } from './person-avatar';
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
        error={teamQuery.error}
        onRetry={() => void teamQuery.refetch()}
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

type PendingAction = { action: 'block' | 'unblock' | 'remove'; member: TeamMember };

const CONFIRM_TEXT = {
  block: {
    title: 'Block member?',
    label: 'Block',
    body: (name: string) =>
      `${name} will lose access to this team at once, until you unblock them. Their work stays.`,
  },
  unblock: {
    title: 'Unblock member?',
    label: 'Unblock',
    body: (name: string) => `${name} will get their access to this team back at once.`,
  },
  remove: {
    title: 'Remove member?',
    label: 'Remove',
    body: (name: string) =>
      `${name} will be removed from this team and lose access at once. You can invite them again later.`,
  },
} as const;

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
  const { formatDate } = useFormat();
  const navigate = useNavigate();
  const { user } = useSession();
  const can = usePolicy(team);
  const selectedTeamId = useSelectedTeamId();
  const membersQuery = useTeamMembers(team._id, { initialMembers });
  const deleteTeam = useDeleteTeam();
  const removeMember = useRemoveTeamMember();
  const blockMember = useBlockTeamMember();
  const unblockMember = useUnblockTeamMember();

  const [inviteOpened, setInviteOpened] = useState(false);
  const [editOpened, setEditOpened] = useState(false);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const [showWelcome, setShowWelcome] = useState(justCreated);
  const [permissionsOf, setPermissionsOf] = useState<TeamMember | null>(null);
  const [pendingAction, setPendingAction] = useState<PendingAction | null>(null);

  const isSelected = selectedTeamId === team._id;
  const actionPending = removeMember.isPending || blockMember.isPending || unblockMember.isPending;

  const onMemberAction = (action: MemberAction, member: TeamMember) => {
    if (action === 'permissions') setPermissionsOf(member);
    else setPendingAction({ action, member });
  };

  const confirmMemberAction = async () => {
    if (!pendingAction) return;
    const { action, member } = pendingAction;
    const ref = { teamId: team._id, userId: member._id };
    try {
      const mutation =
        action === 'remove' ? removeMember : action === 'block' ? blockMember : unblockMember;
      const { responseMessage } = await mutation.mutateAsync(ref);
      toast.success(responseMessage);
      setPendingAction(null);
      if (action === 'remove' && member._id === user?._id) navigate(paths.teams, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const confirmDeleteTeam = async () => {
    try {
      const { responseMessage } = await deleteTeam.mutateAsync(team._id);
      toast.success(responseMessage);
      navigate(paths.teams, { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  // The member list names the owner in full; the team itself carries the first name only.
  const owner = membersQuery.data?.find((member) => member.isOwner) ?? {
    firstName: team.createdBy.firstName,
    profilePicture: team.createdBy.profilePicture,
  };
  const otherTeams = teams.filter((item) => item._id !== team._id);
  const confirm = pendingAction ? CONFIRM_TEXT[pendingAction.action] : null;

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
              <Badge variant="light" color="teal">
                Current team
              </Badge>
            )}
          </Group>
          <Text c={team.description ? undefined : 'dimmed'} maw={720}>
            {team.description || 'No description yet.'}
          </Text>
        </Stack>
        {otherTeams.length > 0 && (
          <Select
            label="Switch team"
            placeholder="Go to another team"
            data={otherTeams.map((item) => ({ value: item._id, label: item.name }))}
            value={null}
            onChange={(id) => {
              const next = teams.find((item) => item._id === id);
              if (next) navigate(teamUsersUrl(next._id), { state: { team: next, teams } });
            }}
            w={{ base: '100%', xs: 240 }}
          />
        )}
      </Group>

      {showWelcome && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconSparkles size={18} />}
          title="Your team is ready"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setShowWelcome(false)}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Invite the people you design with to start working together.</Text>
            {can.canAddMember && (
              <Button
                size="xs"
                leftSection={<IconMailPlus size={16} />}
                onClick={() => setInviteOpened(true)}
              >
                Invite members
              </Button>
            )}
          </Stack>
        </Alert>
      )}

      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="xl" wrap="wrap">
            <Group gap="sm" wrap="nowrap">
              <PersonAvatar person={owner} size={40} decorative />
              <div>
                <Text size="xs" c="dimmed">
                  Owner
                </Text>
                <Text size="sm" fw={600}>
                  {team.isOwner ? 'You' : team.createdBy.firstName}
                </Text>
              </div>
            </Group>
            <div>
              <Text size="xs" c="dimmed">
                Members
              </Text>
              <Text size="sm" fw={600}>
                {memberCountText(team.memberCount)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                Created
              </Text>
              <Text size="sm" fw={600}>
                {formatDate(team.createdAt)}
              </Text>
            </div>
          </Group>
          <Group gap="xs" wrap="wrap">
            {!isSelected && (
              <Button
                variant="default"
                leftSection={<IconCheck size={16} />}
                onClick={() => setSelectedTeamId(team._id)}
              >
                Work in this team
              </Button>
            )}
            {can.canAddMember && (
              <Button
                leftSection={<IconMailPlus size={16} />}
                onClick={() => setInviteOpened(true)}
              >
                Invite members
              </Button>
            )}
            {can.canAddUser && (
              <Button
                component={Link}
                to={`${paths.createUser}?${new URLSearchParams({ teamId: team._id }).toString()}`}
                variant="light"
                leftSection={<IconUserPlus size={16} />}
              >
                Create user
              </Button>
            )}
            {can.editTeam && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                onClick={() => setEditOpened(true)}
              >
                Edit team
              </Button>
            )}
            {can.deleteTeam && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleteOpened(true)}
              >
                Delete team
              </Button>
            )}
          </Group>
        </Group>
      </Card>

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
                <QueryError
                  title="Members could not be loaded"
                  error={membersQuery.error}
                  onRetry={() => void membersQuery.refetch()}
                />
              </Stack>
            ) : (
              <MembersTable
                members={membersQuery.data}
                isLoading={membersQuery.isPending}
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
        memberEmails={(membersQuery.data ?? []).map((member) => member.email)}
        opened={inviteOpened}
        onClose={() => setInviteOpened(false)}
      />
      <EditTeamModal team={team} opened={editOpened} onClose={() => setEditOpened(false)} />
      <PermissionsModal
        teamId={team._id}
        member={permissionsOf}
        onClose={() => setPermissionsOf(null)}
      />
      <ConfirmModal
        opened={deleteOpened}
        title="Delete team?"
        confirmLabel="Delete team"
        danger
        typeToConfirm={team.name}
        loading={deleteTeam.isPending}
        onConfirm={() => void confirmDeleteTeam()}
        onClose={() => setDeleteOpened(false)}
      >
        This permanently deletes <strong>{team.name}</strong> and everything in it for all of its
        members. They will be notified. This cannot be undone.
      </ConfirmModal>
      <ConfirmModal
        opened={pendingAction !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? ''}
        danger={pendingAction?.action !== 'unblock'}
        loading={actionPending}
        onConfirm={() => void confirmMemberAction()}
        onClose={() => setPendingAction(null)}
      >
        {pendingAction && confirm ? confirm.body(fullName(pendingAction.member)) : null}
      </ConfirmModal>
    </Stack>
  );
}
