import { ZCreateTeamSchema, type Team, type TCreateTeamSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import type { CreateTeamInput } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';
import { TeamFields } from './team-fields';
import { serverText } from '../../../lib/server-texts/server-text';

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
      const answer = await updateTeam.mutateAsync({ teamId: team._id, ...values });
      toast.success(serverText(answer));
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'description']));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} error={formError} gap="lg">
      <TeamFields form={form} />
      <FormActions onCancel={onClose} submitLabel="Save changes" loading={updateTeam.isPending} />
    </FormStack>
  );
}
