import {
  OTP_LENGTH,
  SOCIAL_ERRORS,
  SOCIAL_PROVIDER_NAMES,
  zSocialError,
  type SocialProvider,
  type SocialSignInResult,
} from '@atelier/domain';
import { Alert, Anchor, Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormStack } from '../../../components/form/form-stack';
import { errorMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { takePendingInvitePath } from '../../../lib/pending-invite';
import { takeProductTarget } from '../../../lib/product-redirect';
import { startSession } from '../../../lib/session';
import { useRedeemSocialSignIn } from '../api/social';
import { AuthCard } from './auth-card';
import { CodeField } from './code-field';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

interface SocialSignInProps {
  /** The one-time code the provider's callback handed over. */
  code: string | null;
  /** Why the callback refused the trip. */
  error: string | null;
}

/** Where a trip to Google or Facebook ends: the usual session, an e-mail code, or why not. */
export function SocialSignIn({ code, error }: SocialSignInProps) {
  const navigate = useNavigate();
  const redeem = useRedeemSocialSignIn();
  const [failure, setFailure] = useState<string | null>(() => refusal(code, error));
  const [confirm, setConfirm] = useState<{ email: string; provider: SocialProvider } | null>(null);
  const started = useRef(false);

  const finish = (data: SocialSignInResult) => {
    if ('needsCode' in data) {
      setConfirm({ email: data.email, provider: data.provider });
      return;
    }
    startSession(data.token, data.user, { initialLogin: data.isNewAccount });
    // A new account answers the onboarding questions first, as after an e-mail sign-up.
    const next = data.isNewAccount
      ? (takePendingInvitePath() ?? paths.questions)
      : (takePendingInvitePath() ?? takeProductTarget() ?? paths.dashboard);
    navigate(next, { replace: true });
  };

  useEffect(() => {
    // The code works once: never send it twice (React runs effects twice in development).
    if (!code || failure || started.current) return;
    started.current = true;
    redeem.mutateAsync({ code }).then(
      ({ data }) => finish(data),
      (reason: unknown) => setFailure(errorMessage(reason)),
    );
  });

  if (failure) {
    return (
      <AuthCard title="We could not sign you in">
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
        <Center mt="lg">
          <Anchor component={Link} to={paths.login} fw={600}>
            Back to sign in
          </Anchor>
        </Center>
      </AuthCard>
    );
  }
  if (confirm && code) {
    return <ConfirmLink code={code} {...confirm} onDone={finish} />;
  }
  return (
    <AuthCard title="Signing you in">
      <Center py="lg">
        <Loader aria-label="Signing you in" />
      </Center>
    </AuthCard>
  );
}

function refusal(code: string | null, error: string | null): string | null {
  if (error) {
    const known = zSocialError.safeParse(error);
    return known.success ? SOCIAL_ERRORS[known.data] : SOCIAL_ERRORS.provider;
  }
  return code ? null : SOCIAL_ERRORS.state;
}

interface ConfirmLinkProps {
  code: string;
  email: string;
  provider: SocialProvider;
  onDone: (data: SocialSignInResult) => void;
}

/** An account with this address exists: its owner proves it with the e-mailed code. */
function ConfirmLink({ code, email, provider, onDone }: ConfirmLinkProps) {
  const redeem = useRedeemSocialSignIn();
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);

  const submit = async (otp: string) => {
    if (redeem.isPending || otp.length !== OTP_LENGTH) return;
    setError(null);
    try {
      onDone((await redeem.mutateAsync({ code, otp })).data);
    } catch (failure) {
      setError(errorMessage(failure));
      setDigits(emptyCode());
    }
  };

  return (
    <AuthCard
      title="Confirm it is your account"
      subtitle={
        <>
          <strong>{email}</strong> already has an Atelier account. Enter the {OTP_LENGTH}-digit code
          we e-mailed there to link {SOCIAL_PROVIDER_NAMES[provider]} to it.
        </>
      }
      footer={
        <Anchor component={Link} to={paths.login}>
          Sign in another way
        </Anchor>
      }
    >
      <FormStack onSubmit={() => submit(digits.join(''))}>
        <CodeField
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
            if (next.every(Boolean)) void submit(next.join(''));
          }}
          error={error}
        />
        <Button type="submit" size="md" fullWidth loading={redeem.isPending}>
          Link and sign in
        </Button>
      </FormStack>
    </AuthCard>
  );
}
