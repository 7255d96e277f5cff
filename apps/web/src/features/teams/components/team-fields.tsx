import { DESCRIPTION_MAX, TEAM_NAME_MAX, type TCreateTeamSchema } from '@atelier/domain';
import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { countedDescription } from '../../../components/form/char-count';
import type { CreateTeamInput } from '../api/create-team';

interface TeamFieldsProps {
  form: UseFormReturn<TCreateTeamSchema, unknown, CreateTeamInput>;
}

/** Name (at most 20 characters) and description (at most 160), both required, with live counters. */
export function TeamFields({ form }: TeamFieldsProps) {
  const { errors } = form.formState;
  const name = form.watch('name') ?? '';
  const description = form.watch('description') ?? '';

  return (
    <Stack gap="md">
      <TextInput
        label="Team name"
        withAsterisk
        placeholder="e.g. Spring studio"
        autoComplete="off"
        error={errors.name?.message}
        {...countedDescription(
          name.length,
          TEAM_NAME_MAX,
          'A short name your members will recognise.',
        )}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        withAsterisk
        placeholder="What does this team design?"
        autosize
        minRows={3}
        maxRows={6}
        error={errors.description?.message}
        {...countedDescription(
          description.length,
          DESCRIPTION_MAX,
          'A line on what the team designs.',
        )}
        {...form.register('description')}
      />
    </Stack>
  );
}
