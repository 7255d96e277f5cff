import { ZCreateTeamUserSchema, type Team, type TCreateTeamUserSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NameFields } from '../../../components/form/account-fields';
import { FormActions } from '../../../components/form/form-actions';
import { FormCard } from '../../../components/form/form-card';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths, teamUsersUrl } from '../../../lib/paths';
import { getSelectedTeamId } from '../../../lib/selected-team';
import { runMutation } from '../../../lib/run-mutation';
import { useCreateTeamUser, type CreateTeamUserInput } from '../api/create-team-user';
import { useRoleOptions } from '../hooks/use-role-options';
import { DEFAULT_ROLE_NAME } from '../lib/format';
import { NoTeamPrompt } from './no-team-prompt';
import { RoleSelect } from './role-select';
import { TeamsState } from './teams-state';

const FIELDS = ['firstName', 'lastName', 'email', 'teamId', 'roleId'] as const;

/**
 * /createuser: an account for a colleague, in one of the teams the user may add users to. The
 * colleague gets an e-mail with a link to set their password (or, when the address already has an
 * account, an invitation to accept: the server answers the same either way).
 */
export function CreateUserForm({ initialTeamId }: { initialTeamId: string | null }) {
  return (
    <TeamsState
      loading={
        <Paper withBorder p="xl" maw={720} role="status" aria-label="Loading">
          <Stack gap="md">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} width="50%" />
          </Stack>
        </Paper>
      }
    >
      {(allTeams) => <TeamToAddTo allTeams={allTeams} initialTeamId={initialTeamId} />}
    </TeamsState>
  );
}

/** The teams the user may add users to, or why there is none. */
function TeamToAddTo({
  allTeams,
  initialTeamId,
}: {
  allTeams: Team[];
  initialTeamId: string | null;
}) {
  const teams = allTeams.filter((team) => team.policies.canAddUser);
  if (teams.length === 0) {
    return (
      <NoTeamPrompt
        maw={720}
        title={allTeams.length === 0 ? 'Create a team first' : 'No team to add users to'}
        description={
          allTeams.length === 0
            ? 'Colleagues’ accounts are created inside one of your teams.'
            : 'Adding users is up to each team’s owner, or to members they allow.'
        }
      />
    );
  }
  const preferred = [initialTeamId, getSelectedTeamId()].find((id) =>
    teams.some((team) => team._id === id),
  );
  return (
    <CreateUserFields
      teams={teams.map((team) => ({ value: team._id, label: team.name }))}
      defaultTeamId={preferred ?? (teams.length === 1 ? teams[0]?._id : undefined)}
    />
  );
}

function CreateUserFields({
  teams,
  defaultTeamId,
}: {
  teams: { value: string; label: string }[];
  defaultTeamId: string | undefined;
}) {
  const navigate = useNavigate();
  const createUser = useCreateTeamUser();
  const { roles } = useRoleOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCreateTeamUserSchema, unknown, CreateTeamUserInput>({
    resolver: zodResolver(ZCreateTeamUserSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      teamId: defaultTeamId,
      roleId: undefined,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    await runMutation(() => createUser.mutateAsync(values), {
      onSuccess: () => navigate(teamUsersUrl(values.teamId)),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <FormCard maw={720} onSubmit={onSubmit} error={formError}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NameFields
          own={false}
          first={{ field: form.register('firstName'), error: errors.firstName?.message }}
          last={{ field: form.register('lastName'), error: errors.lastName?.message }}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        withAsterisk
        type="email"
        autoComplete="off"
        placeholder="colleague@studio.com"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="teamId"
          render={({ field }) => (
            <Select
              label="Team"
              withAsterisk
              placeholder="Choose a team"
              data={teams}
              value={field.value ?? null}
              // A cleared choice is "not chosen yet", which the schema names.
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={errors.teamId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="roleId"
          render={({ field }) => (
            <RoleSelect
              roles={roles}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              placeholder={`Default role (${DEFAULT_ROLE_NAME})`}
              clearable
            />
          )}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        We will e-mail them a link to set their password, and they join the team straight away. If
        the address already has an Atelier account, the e-mail invites them to join instead.
      </Text>
      <FormActions
        cancelTo={paths.teams}
        submitLabel="Create user"
        loading={createUser.isPending}
      />
    </FormCard>
  );
}
