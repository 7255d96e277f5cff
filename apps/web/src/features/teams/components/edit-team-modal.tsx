import { ZUpdateTeamSchema, type Team, type TUpdateTeamSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateTeam, type UpdateTeamInput } from '../api/update-team';
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
  const form = useForm<TUpdateTeamSchema, unknown, UpdateTeamInput>({
    resolver: zodResolver(ZUpdateTeamSchema),
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
