import { ZCreateTeamSchema, type Team, type TCreateTeamSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import type { CreateTeamInput } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { TeamFields } from './team-fields';

interface EditTeamModalProps {
  team: Team;
  opened: boolean;
  onClose: () => void;
}

export function EditTeamModal({ team, opened, onClose }: EditTeamModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit team" centered size="lg">
      {opened && <EditTeamForm team={team} onClose={onClose} />}
    </Modal>
  );
}

function EditTeamForm({ team, onClose }: { team: Team; onClose: () => void }) {
  const updateTeam = useUpdateTeam();
  const [formError, setFormError] = useState<string | null>(null);
  // The form asks for both fields, as on creation; the API also takes a rename alone.
  const form = useForm<TCreateTeamSchema, unknown, CreateTeamInput>({
    resolver: zodResolver(ZCreateTeamSchema),
    mode: 'onChange',
    defaultValues: { name: team.name, description: team.description },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { responseMessage } = await updateTeam.mutateAsync({ teamId: team._id, ...values });
      toast.success(responseMessage);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'description']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormErrorAlert message={formError} />
        <TeamFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={updateTeam.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
