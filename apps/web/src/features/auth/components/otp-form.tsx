import { messages, OTP_LENGTH, type OtpPurpose } from '@atelier/domain';
import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormStack } from '../../../components/form/form-stack';
import { errorMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { takePendingInvitePath } from '../../../lib/pending-invite';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { CODE_SCREEN_TOAST } from '../lib/code-screen-toast';
import { useVerifyOtp } from '../api/verify-otp';
import { saveResetToken } from '../lib/reset-token';
import { clearSignupToken, readSignupToken } from '../lib/signup-token';
import { AuthCard } from './auth-card';
import { CodeField } from './code-field';
import { ResendCodeButton } from './resend-code-button';
import { serverText } from '../../../lib/server-texts/server-text';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

interface OtpFormProps {
  email: string;
  purpose: OtpPurpose;
}

export function OtpForm({ email, purpose }: OtpFormProps) {
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);

  const submit = async (code: string) => {
    if (verify.isPending) return;
    if (code.length !== OTP_LENGTH) {
      setError(messages.otpFormat);
      return;
    }
    setError(null);
    try {
      const signupToken = purpose === 'signup' ? readSignupToken(email) : undefined;
      const { data, ...answer } = await verify.mutateAsync({
        email,
        otp: code,
        purpose,
        ...(signupToken ? { signupToken } : {}),
      });
      // The user moves on: 'Check your email…' no longer applies.
      toast.hide(CODE_SCREEN_TOAST);
      if ('token' in data) {
        clearSignupToken(email);
        startSession(data.token, data.user, { initialLogin: true });
        toast.success(serverText(answer));
        // Signed up from a team invitation: answer it first; the questions can wait.
        navigate(takePendingInvitePath() ?? paths.questions, { replace: true });
      } else {
        saveResetToken(data.resetToken);
        navigate(paths.createPassword, { replace: true, state: { resetToken: data.resetToken } });
      }
    } catch (failure) {
      setError(errorMessage(failure));
      setDigits(emptyCode());
    }
  };

  const handleChange = (next: string[]) => {
    setDigits(next);
    setError(null);
    if (next.every(Boolean)) void submit(next.join(''));
  };

  return (
    <AuthCard
      title={purpose === 'signup' ? 'Verify your email' : 'Check your email'}
      subtitle={
        <>
          We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>. Enter it below.
        </>
      }
      footer={
        <Anchor
          component={Link}
          to={purpose === 'signup' ? paths.signup : paths.forgotPassword}
          onClick={() => toast.hide(CODE_SCREEN_TOAST)}
        >
          Use a different email
        </Anchor>
      }
    >
      <FormStack onSubmit={() => submit(digits.join(''))}>
        <CodeField digits={digits} onChange={handleChange} error={error} />
        <Button type="submit" size="md" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        <ResendCodeButton email={email} purpose={purpose} />
        {purpose === 'signup' && (
          <Text size="sm" c="dimmed" ta="center">
            No code? If this address already has an Atelier account, we e-mailed you about it
            instead:{' '}
            <Anchor component={Link} to={paths.login} inherit>
              sign in
            </Anchor>
            .
          </Text>
        )}
      </FormStack>
    </AuthCard>
  );
}
