import { displayName } from '@atelier/domain';
import type { PermissionKey, TeamMember } from '@atelier/domain';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { errorMessage } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useUpdatePermissions } from '../api/update-permissions';
import { useRoleOptions } from '../hooks/use-role-options';
import { PermissionChecklist } from './permission-checklist';
import { RoleSelect } from './role-select';

interface PermissionsModalProps {
  teamId: string;
  member: TeamMember | null;
  onClose: () => void;
}

/** The owner sets a member's role, or any set of permissions. */
export function PermissionsModal({ teamId, member, onClose }: PermissionsModalProps) {
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? `Permissions of ${displayName(member)}` : ''}
      centered
      size="lg"
    >
      {member && (
        <PermissionsForm key={member._id} teamId={teamId} member={member} onClose={onClose} />
      )}
    </Modal>
  );
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

function PermissionsForm({
  teamId,
  member,
  onClose,
}: {
  teamId: string;
  member: TeamMember;
  onClose: () => void;
}) {
  const { roles } = useRoleOptions();
  const updatePermissions = useUpdatePermissions();
  const [roleId, setRoleId] = useState<string | null>(member.roleId);
  const [permissionArr, setPermissionArr] = useState<PermissionKey[]>(member.permissionArr);
  const [formError, setFormError] = useState<string | null>(null);

  const chooseRole = (next: string | null) => {
    setRoleId(next);
    const role = roles.find((item) => item._id === next);
    if (role) setPermissionArr([...role.permissionArr]);
  };

  // Ticking boxes away from the role's set makes the permissions custom.
  const changePermissions = (next: PermissionKey[]) => {
    setPermissionArr(next);
    const role = roles.find((item) => item._id === roleId);
    if (role && !sameSet(role.permissionArr, next)) setRoleId(null);
  };

  const submit = () => {
    setFormError(null);
    return runMutation(
      () =>
        updatePermissions.mutateAsync({
          teamId,
          userId: member._id,
          ...(roleId ? { roleId } : {}),
          permissionArr,
        }),
      { onSuccess: onClose, onError: (error) => setFormError(errorMessage(error)) },
    );
  };

  return (
    <FormStack onSubmit={submit} error={formError} gap="lg">
      <Text size="sm" c="dimmed">
        Changes apply on {member.firstName}’s next action; they will be told about them.
      </Text>
      <RoleSelect
        roles={roles}
        value={roleId}
        onChange={chooseRole}
        placeholder="Custom permissions"
        description="Choosing a role ticks its permissions; you can adjust them below."
        clearable
      />
      <PermissionChecklist value={permissionArr} onChange={changePermissions} />
      <FormActions
        onCancel={onClose}
        submitLabel="Save permissions"
        loading={updatePermissions.isPending}
      />
    </FormStack>
  );
}
