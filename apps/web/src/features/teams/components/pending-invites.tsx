import type { TeamInvite } from '@atelier/domain';
import { ActionIcon, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDeleteTeamInvite } from '../api/delete-team-invite';
import { useTeamInvites } from '../api/get-team-invites';
import { useFormat } from '../../../lib/format';
import { SectionSkeleton } from './section-skeleton';

/** Invitations not accepted yet; each can be withdrawn. */
export function PendingInvites({ teamId }: { teamId: string }) {
  const { formatDate } = useFormat();
  const invitesQuery = useTeamInvites(teamId);
  const deleteInvite = useDeleteTeamInvite();
  const [pending, setPending] = useState<TeamInvite | null>(null);

  if (invitesQuery.isPending) return <SectionSkeleton label="Loading invitations" />;
  if (invitesQuery.isError) {
    return (
      <QueryError
        title="Invitations could not be loaded"
        error={invitesQuery.error}
        onRetry={() => void invitesQuery.refetch()}
      />
    );
  }
  if (invitesQuery.data.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" px="md">
        No pending invitations. People you invite by e-mail appear here until they join.
      </Text>
    );
  }

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      const { responseMessage } = await deleteInvite.mutateAsync({
        teamId,
        inviteId: pending._id,
      });
      toast.success(responseMessage);
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitesQuery.data.map((invite) => (
              <Table.Tr key={invite._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {invite.email}
                  </Text>
                </Table.Td>
                <Table.Td>{invite.roleName ?? 'Custom'}</Table.Td>
                <Table.Td>{invite.invitedBy?.firstName ?? '—'}</Table.Td>
                <Table.Td>{formatDate(invite.expiresAt)}</Table.Td>
                <Table.Td>
                  <Tooltip label="Delete invitation" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete invitation for ${invite.email}`}
                      onClick={() => setPending(invite)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmModal
        opened={pending !== null}
        title="Delete invitation?"
        confirmLabel="Delete invitation"
        danger
        loading={deleteInvite.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPending(null)}
      >
        The link sent to <strong>{pending?.email}</strong> will stop working. You can invite them
        again later.
      </ConfirmModal>
    </>
  );
}
