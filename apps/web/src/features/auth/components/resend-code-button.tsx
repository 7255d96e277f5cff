import { OTP_RESEND_SECONDS, type OtpPurpose } from '@atelier/domain';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { CODE_SCREEN_TOAST } from '../lib/code-screen-toast';
import { useResendOtp } from '../api/resend-otp';
import { serverText } from '../../../lib/server-texts/server-text';

interface ResendCodeButtonProps {
  email: string;
  purpose: OtpPurpose;
}

/** Asks for a new code; after a successful request it waits as long as the server would. */
export function ResendCodeButton({ email, purpose }: ResendCodeButtonProps) {
  const resend = useResendOtp();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = () =>
    resend.mutate(
      { email, purpose },
      {
        onSuccess: (answer) => {
          toast.info(serverText(answer), { id: CODE_SCREEN_TOAST });
          setSecondsLeft(OTP_RESEND_SECONDS);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <Button
      variant="subtle"
      onClick={onClick}
      loading={resend.isPending}
      disabled={secondsLeft > 0}
    >
      {secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : 'Resend code'}
    </Button>
  );
}
