import {
  GOALS,
  ROLES_AT_WORK,
  TEAM_SIZES,
  ZUpdateQuestionsSchema,
  type TUpdateQuestionsSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { takeProductTarget } from '../../../lib/product-redirect';
import { toast } from '../../../lib/toast';
import { useUpdateQuestions, type UpdateQuestionsInput } from '../api/update-questions';
import { serverText } from '../../../lib/server-texts/server-text';

// Nothing is chosen at first; the schema names what is still missing.
type QuestionValues = Omit<TUpdateQuestionsSchema, 'role' | 'teamSize'> & {
  role: string;
  teamSize: string;
};
const resolver = zodResolver(ZUpdateQuestionsSchema) as unknown as Resolver<
  QuestionValues,
  unknown,
  UpdateQuestionsInput
>;

export function QuestionsForm() {
  const navigate = useNavigate();
  const updateQuestions = useUpdateQuestions();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QuestionValues, unknown, UpdateQuestionsInput>({
    resolver,
    defaultValues: { role: '', teamSize: '', goals: [] },
  });
  const { errors } = form.formState;

  const done = () => navigate(takeProductTarget() ?? paths.dashboard, { replace: true });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await updateQuestions.mutateAsync(values);
      toast.success(serverText(answer));
      done();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['role', 'teamSize', 'goals']));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} error={formError} gap={32}>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <Radio.Group
            label="What best describes your role?"
            error={errors.role?.message}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
              {ROLES_AT_WORK.map((role) => (
                <Radio.Card key={role} value={role} p="md" radius="md">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    {role}
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
      <Controller
        control={form.control}
        name="teamSize"
        render={({ field }) => (
          <Radio.Group
            label="How many people design with you?"
            error={errors.teamSize?.message}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          >
            <Group gap="lg" mt="sm">
              {TEAM_SIZES.map((size) => (
                <Radio key={size} value={size} label={size} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <Controller
        control={form.control}
        name="goals"
        render={({ field }) => (
          <Checkbox.Group
            label="What would you like to do in Atelier?"
            description="Choose as many as you like."
            value={field.value ?? []}
            onChange={field.onChange}
          >
            <Stack gap="sm" mt="sm">
              {GOALS.map((goal) => (
                <Checkbox key={goal} value={goal} label={goal} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <Group justify="space-between">
        <Button variant="subtle" color="gray" onClick={done}>
          Skip for now
        </Button>
        <Button type="submit" loading={updateQuestions.isPending}>
          Continue
        </Button>
      </Group>
    </FormStack>
  );
}
