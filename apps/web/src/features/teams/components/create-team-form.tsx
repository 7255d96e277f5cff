import { ZCreateTeamSchema, type TCreateTeamSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../components/form/form-actions';
import { FormCard } from '../../../components/form/form-card';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths, teamUsersUrl } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreateTeam, type CreateTeamInput } from '../api/create-team';
import type { TeamRouteState } from '../lib/team-route-state';
import { TeamFields } from './team-fields';
import { serverText } from '../../../lib/server-texts/server-text';

/** /createteam: the creator becomes the owner, then lands on the team page to invite people. */
export function CreateTeamForm() {
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCreateTeamSchema, unknown, CreateTeamInput>({
    resolver: zodResolver(ZCreateTeamSchema),
    // Checked as the user types, so "too long" shows the moment the 21st character lands.
    mode: 'onChange',
    defaultValues: { name: '', description: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data, ...answer } = await createTeam.mutateAsync(values);
      toast.success(serverText(answer));
      const state: TeamRouteState = { team: data, members: undefined, justCreated: true };
      navigate(teamUsersUrl(data._id), { state });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['name', 'description']));
    }
  });

  return (
    <FormCard maw={640} onSubmit={onSubmit} error={formError}>
      <TeamFields form={form} />
      <FormActions
        cancelTo={paths.teams}
        submitLabel="Create Team"
        loading={createTeam.isPending}
      />
    </FormCard>
  );
}
