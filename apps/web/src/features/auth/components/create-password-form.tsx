import { ZCreatePasswordSchema, type TCreatePasswordSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/form/account-fields';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useCreatePassword, type CreatePasswordInput } from '../api/create-password';
import { clearResetToken } from '../lib/reset-token';
import { AuthCard } from './auth-card';
import { serverText } from '../../../lib/server-texts/server-text';

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
      const answer = await createPassword.mutateAsync(values);
      clearResetToken();
      toast.success(serverText(answer));
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
      <FormStack onSubmit={onSubmit} error={formError ?? errors.resetToken?.message ?? null}>
        <NewPasswordFields
          label="New password"
          password={{ field: form.register('password'), error: errors.password?.message }}
          confirm={{
            field: form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" size="md" fullWidth loading={createPassword.isPending}>
          Save new password
        </Button>
      </FormStack>
    </AuthCard>
  );
}
