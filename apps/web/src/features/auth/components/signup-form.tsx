import { ZRegisterSchema, type TRegisterSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailField, NewPasswordFields } from '../../../components/form/account-fields';
import { FormStack } from '../../../components/form/form-stack';
import { applyServerErrors } from '../../../lib/form-errors';
import { otpVerificationUrl, paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { CODE_SCREEN_TOAST } from '../lib/code-screen-toast';
import { useRegister, type RegisterInput } from '../api/register';
import { saveSignupToken } from '../lib/signup-token';
import { AuthCard } from './auth-card';
import { SocialButtons } from './social-buttons';
import { serverText } from '../../../lib/server-texts/server-text';

// The box starts unticked, which the schema (acceptTerms: true) rightly rejects until ticked.
type SignupValues = Omit<TRegisterSchema, 'acceptTerms'> & { acceptTerms: boolean };
const resolver = zodResolver(ZRegisterSchema) as unknown as Resolver<
  SignupValues,
  unknown,
  RegisterInput
>;

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

export function SignupForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const registerUser = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignupValues, unknown, RegisterInput>({
    resolver,
    defaultValues: {
      fullName: '',
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await registerUser.mutateAsync(values);
      saveSignupToken(response.data.email, response.data.signupToken);
      toast.info(serverText(response), { id: CODE_SCREEN_TOAST });
      navigate(otpVerificationUrl(response.data.email, 'signup'));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const legalLink = (to: string, label: string) => (
    <Anchor component={Link} to={to} target="_blank" rel="noopener noreferrer" inherit>
      {label}
    </Anchor>
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start designing together in minutes."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SocialButtons />
      <FormStack onSubmit={onSubmit} error={formError}>
        <TextInput
          label="Full name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <EmailField field={form.register('email')} error={errors.email?.message} />
        <NewPasswordFields
          label="Password"
          password={{ field: form.register('password'), error: errors.password?.message }}
          confirm={{
            field: form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
        <Checkbox
          label={
            <>
              I accept the {legalLink(paths.termsOfService, 'Terms of Service')} &{' '}
              {legalLink(paths.privacyPolicy, 'Privacy Policy')}
            </>
          }
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <Button type="submit" size="md" fullWidth loading={registerUser.isPending}>
          Create account
        </Button>
      </FormStack>
    </AuthCard>
  );
}
