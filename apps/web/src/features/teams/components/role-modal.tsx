import { ZRoleSchema, type PermissionKey, type Role, type TRoleSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { NameField } from '../../../components/form/name-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useCreateRole, type RoleInput } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionChecklist } from './permission-checklist';
import type { ServerAnswer } from '../../../lib/server-texts/server-text';

interface RoleModalProps {
  opened: boolean;
  /** The role to edit; null creates a new one. */
  role: Role | null;
  onClose: () => void;
}

export function RoleModal({ opened, role, onClose }: RoleModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={role ? `Edit role ${role.name}` : 'New role'}
      centered
      size="lg"
    >
      {opened && <RoleForm role={role} onClose={onClose} />}
    </Modal>
  );
}

function RoleForm({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TRoleSchema, unknown, RoleInput>({
    resolver: zodResolver(ZRoleSchema),
    defaultValues: { name: role?.name ?? '', permissionArr: role?.permissionArr ?? [] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    await runMutation(
      (): Promise<ServerAnswer> =>
        role
          ? updateRole.mutateAsync({ roleId: role._id, ...values })
          : createRole.mutateAsync(values),
      {
        onSuccess: onClose,
        onError: (error) =>
          setFormError(applyServerErrors(error, form.setError, ['name', 'permissionArr'])),
      },
    );
  });

  return (
    <FormStack onSubmit={onSubmit} error={formError} gap="lg">
      <NameField
        label="Role name"
        placeholder="e.g. Pattern maker"
        field={form.register('name')}
        error={errors.name?.message}
      />
      <Controller
        control={form.control}
        name="permissionArr"
        render={({ field }) => (
          <PermissionChecklist
            value={(field.value ?? []) as PermissionKey[]}
            onChange={field.onChange}
            error={errors.permissionArr?.message}
          />
        )}
      />
      <FormActions
        onCancel={onClose}
        submitLabel={role ? 'Save role' : 'Create role'}
        loading={createRole.isPending || updateRole.isPending}
      />
    </FormStack>
  );
}
