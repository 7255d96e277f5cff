import { displayName } from '@atelier/domain';
import type { TeamMember } from '@atelier/domain';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { paths } from '../../../lib/paths';
import { runMutation } from '../../../lib/run-mutation';
import { useSession } from '../../../lib/session';
import { useBlockTeamMember } from '../api/block-team-member';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { useUnblockTeamMember } from '../api/unblock-team-member';
import type { ServerAnswer } from '../../../lib/server-texts/server-text';

export type ConfirmedMemberAction = { action: 'block' | 'unblock' | 'remove'; member: TeamMember };

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

interface MemberActionConfirmProps {
  teamId: string;
  pending: ConfirmedMemberAction | null;
  onClose: () => void;
}

/** Asks before blocking, unblocking or removing a member, then does it. */
export function MemberActionConfirm({ teamId, pending, onClose }: MemberActionConfirmProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const mutations = {
    remove: useRemoveTeamMember(),
    block: useBlockTeamMember(),
    unblock: useUnblockTeamMember(),
  };
  const text = pending ? CONFIRM_TEXT[pending.action] : null;

  const confirm = () => {
    if (!pending) return;
    const { action, member } = pending;
    const write = (): Promise<ServerAnswer> =>
      mutations[action].mutateAsync({ teamId, userId: member._id });
    void runMutation(write, {
      onSuccess: () => {
        onClose();
        // Leaving the team oneself: its page is no longer yours to see.
        if (action === 'remove' && member._id === user?._id) {
          navigate(paths.teams, { replace: true });
        }
      },
    });
  };

  return (
    <ConfirmModal
      opened={pending !== null}
      title={text?.title ?? ''}
      confirmLabel={text?.label ?? ''}
      danger={pending?.action !== 'unblock'}
      loading={Object.values(mutations).some((mutation) => mutation.isPending)}
      onConfirm={confirm}
      onClose={onClose}
    >
      {pending && text ? text.body(displayName(pending.member)) : null}
    </ConfirmModal>
  );
}
