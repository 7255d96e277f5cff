import type { Team } from '@atelier/domain';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDots,
  IconEdit,
  IconMailPlus,
  IconTrash,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { paths } from '../../../lib/paths';
import { usePolicy } from '../../../lib/policy';
import { runMutation } from '../../../lib/run-mutation';
import { setSelectedTeamId } from '../../../lib/selected-team';
import { useDeleteTeam } from '../api/delete-team';
import { EditTeamModal } from './edit-team-modal';

interface TeamActionsProps {
  team: Team;
  isSelected: boolean;
  onInvite: () => void;
}

/**
 * What can be done with the team, by weight: inviting is the one filled button; creating a
 * user and switching to the team are plain ones; editing and deleting wait in a menu.
 */
export function TeamActions({ team, isSelected, onInvite }: TeamActionsProps) {
  const navigate = useNavigate();
  const can = usePolicy(team);
  const deleteTeam = useDeleteTeam();
  const [editOpened, setEditOpened] = useState(false);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const hasMenu = can.editTeam || can.deleteTeam;

  return (
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
      {can.canAddUser && (
        <Button
          component={Link}
          to={`${paths.createUser}?${new URLSearchParams({ teamId: team._id }).toString()}`}
          variant="default"
          leftSection={<IconUserPlus size={16} />}
        >
          Create user
        </Button>
      )}
      {can.canAddMember && (
        <Button leftSection={<IconMailPlus size={16} />} onClick={onInvite}>
          Invite members
        </Button>
      )}
      {hasMenu && (
        <Menu position="bottom-end" withArrow width={200}>
          <Menu.Target>
            <ActionIcon variant="default" size={36} aria-label={`More actions for ${team.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {can.editTeam && (
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => setEditOpened(true)}>
                Edit team
              </Menu.Item>
            )}
            {can.deleteTeam && (
              <Menu.Item
                color="error"
                leftSection={<IconTrash size={16} />}
                onClick={() => setDeleteOpened(true)}
              >
                Delete team
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      <EditTeamModal team={team} opened={editOpened} onClose={() => setEditOpened(false)} />
      <ConfirmModal
        opened={deleteOpened}
        title="Delete team?"
        confirmLabel="Delete team"
        danger
        typeToConfirm={team.name}
        loading={deleteTeam.isPending}
        onConfirm={() =>
          void runMutation(() => deleteTeam.mutateAsync(team._id), {
            onSuccess: () => navigate(paths.teams, { replace: true }),
          })
        }
        onClose={() => setDeleteOpened(false)}
      >
        This permanently deletes <strong>{team.name}</strong> and everything in it for all of its
        members. They will be notified. This cannot be undone.
      </ConfirmModal>
    </Group>
  );
}
