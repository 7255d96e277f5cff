import { ZForgotPasswordSchema, type TForgotPasswordSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmailField } from '../../../components/form/account-fields';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { otpVerificationUrl, paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CODE_SCREEN_TOAST } from '../lib/code-screen-toast';
import { useForgotPassword, type ForgotPasswordInput } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { serverText } from '../../../lib/server-texts/server-text';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TForgotPasswordSchema, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await forgotPassword.mutateAsync(values);
      toast.info(serverText(answer), { id: CODE_SCREEN_TOAST });
      navigate(otpVerificationUrl(values.email, 'reset'));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['email']));
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you sign in with and we will send you a 6-digit code to reset it."
      footer={
        <Anchor component={Link} to={paths.login}>
          Back to sign in
        </Anchor>
      }
    >
      <FormStack onSubmit={onSubmit} error={formError}>
        <EmailField field={form.register('email')} error={form.formState.errors.email?.message} />
        <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
          Send code
        </Button>
      </FormStack>
    </AuthCard>
  );
}
