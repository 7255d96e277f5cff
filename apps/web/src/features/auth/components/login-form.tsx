import type { TLoginSchema } from '@atelier/domain';
import { Anchor, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CurrentPasswordField, EmailField } from '../../../components/form/account-fields';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { otpVerificationUrl, paths } from '../../../lib/paths';
import { takePendingInvitePath } from '../../../lib/pending-invite';
import { takeProductTarget } from '../../../lib/product-redirect';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { unverifiedSignup, useLogin, type LoginInput } from '../api/login';
import { saveSignupToken } from '../lib/signup-token';
import { AuthCard } from './auth-card';
import { SocialButtons } from './social-buttons';

// The sign-in page is the first page of most visits: it paints before zod has loaded.
const loginResolver = lazyResolver(async () => {
  const [{ ZLoginSchema }, { zodResolver }] = await Promise.all([
    import('@atelier/domain/auth'),
    import('@hookform/resolvers/zod'),
  ]);
  return zodResolver(ZLoginSchema);
});

export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TLoginSchema, unknown, LoginInput>({
    resolver: loginResolver.resolver,
    // An invitation e-mail's link arrives with the invited address.
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await login.mutateAsync(values);
      startSession(data.token, data.user);
      // Back to a team invitation first (to accept or decline it), else a remembered product.
      navigate(takePendingInvitePath() ?? takeProductTarget() ?? paths.dashboard, {
        replace: true,
      });
    } catch (error) {
      const unverified = unverifiedSignup(error);
      if (unverified) {
        if (unverified.signupToken) saveSignupToken(unverified.email, unverified.signupToken);
        toast.info(errorMessage(error));
        navigate(otpVerificationUrl(unverified.email, 'signup'));
        return;
      }
      setFormError(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.newToAtelier')}{' '}
          <Anchor component={Link} to={paths.signup} fw={600}>
            {t('signIn.createAccount')}
          </Anchor>
        </>
      }
    >
      <SocialButtons />
      {/* Validation loads once someone starts on the form, not while the page first loads. */}
      <FormStack onSubmit={onSubmit} error={formError} onFocus={loginResolver.preload}>
        <EmailField field={form.register('email')} error={errors.email?.message} />
        <CurrentPasswordField field={form.register('password')} error={errors.password?.message} />
        <Group justify="flex-end" mt={-6}>
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          {t('signIn.submit')}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
