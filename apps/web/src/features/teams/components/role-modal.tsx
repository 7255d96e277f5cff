import { ZRoleSchema, type PermissionKey, type Role, type TRoleSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { runMutation } from '../../../lib/run-mutation';
import { useCreateRole, type RoleInput } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionChecklist } from './permission-checklist';

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
      (): Promise<{ responseMessage: string }> =>
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
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Role name"
          withAsterisk
          placeholder="e.g. Pattern maker"
          autoComplete="off"
          error={errors.name?.message}
          data-autofocus
          {...form.register('name')}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={createRole.isPending || updateRole.isPending}>
            {role ? 'Save role' : 'Create role'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
