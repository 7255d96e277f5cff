import type { TeamInvite } from '@atelier/domain';
import { Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/list/data-table';
import { DeleteConfirm } from '../../../components/list/delete-confirm';
import { QueryState } from '../../../components/ui/query-state';
import { useFormat } from '../../../lib/format';
import { useDeleteTeamInvite } from '../api/delete-team-invite';
import { useTeamInvites } from '../api/get-team-invites';
import { SectionSkeleton } from './section-skeleton';

/** Invitations not accepted yet; each can be withdrawn. */
export function PendingInvites({ teamId }: { teamId: string }) {
  const { formatDate } = useFormat();
  const invitesQuery = useTeamInvites(teamId);
  const deleteInvite = useDeleteTeamInvite();
  const [pending, setPending] = useState<TeamInvite | null>(null);

  const columns: DataColumn<TeamInvite>[] = [
    {
      key: 'email',
      header: 'Email',
      render: (invite) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {invite.email}
        </Text>
      ),
    },
    { key: 'role', header: 'Role', render: (invite) => invite.roleName ?? 'Custom' },
    {
      key: 'invitedBy',
      header: 'Invited by',
      render: (invite) => invite.invitedBy?.firstName ?? '—',
    },
    { key: 'expires', header: 'Expires', render: (invite) => formatDate(invite.expiresAt) },
  ];

  return (
    <QueryState
      query={invitesQuery}
      errorTitle="Invitations could not be loaded"
      loading={<SectionSkeleton label="Loading invitations" />}
    >
      {(invites) =>
        invites.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" px="md">
            No pending invitations. People you invite by e-mail appear here until they join.
          </Text>
        ) : (
          <Stack p="md">
            <DataTable
              label="Pending invitations"
              columns={columns}
              rows={invites}
              rowKey={(invite) => invite._id}
              rowName={(invite) => invite.email}
              actions={(invite) => [
                {
                  key: 'delete',
                  label: 'Delete invitation for',
                  icon: IconTrash,
                  danger: true,
                  onClick: () => setPending(invite),
                },
              ]}
              minWidth={600}
            />
            <DeleteConfirm
              item={pending}
              title="Delete invitation?"
              confirmLabel="Delete invitation"
              onDelete={(invite) => deleteInvite.mutateAsync({ teamId, inviteId: invite._id })}
              loading={deleteInvite.isPending}
              onClose={() => setPending(null)}
            >
              {(invite) => (
                <>
                  The link sent to <strong>{invite.email}</strong> will stop working. You can invite
                  them again later.
                </>
              )}
            </DeleteConfirm>
          </Stack>
        )
      }
    </QueryState>
  );
}
