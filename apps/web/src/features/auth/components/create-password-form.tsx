import { messages, ZCreatePasswordSchema, type TCreatePasswordSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreatePassword, type CreatePasswordInput } from '../api/create-password';
import { clearResetToken } from '../lib/reset-token';
import { AuthCard } from './auth-card';

export function CreatePasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const createPassword = useCreatePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCreatePasswordSchema, unknown, CreatePasswordInput>({
    resolver: zodResolver(ZCreatePasswordSchema),
    defaultValues: { resetToken, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { responseMessage } = await createPassword.mutateAsync(values);
      clearResetToken();
      toast.success(responseMessage);
      navigate(paths.passwordResetSuccess, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['password', 'confirmPassword']));
    }
  });

  return (
    <AuthCard
      title="Create a new password"
      subtitle="Choose a password you have not used here before."
      footer={
        <Anchor component={Link} to={paths.forgotPassword}>
          Request a new code
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={formError ?? errors.resetToken?.message ?? null} />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description={messages.passwordHint}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={createPassword.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
