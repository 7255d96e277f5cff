import { zOtpPurpose } from '@atelier/domain';
import { Alert, Anchor, Group } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { OtpForm } from '../../../features/auth/components/otp-form';
import { paths } from '../../../lib/paths';

export function OtpVerificationRoute() {
  useDocumentTitle('Verification code · Atelier');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const purpose = zOtpPurpose.safeParse(params.get('purpose'));

  return (
    <CenteredPage>
      {email && purpose.success ? (
        <OtpForm key={`${email}:${purpose.data}`} email={email} purpose={purpose.data} />
      ) : (
        <AuthCard title="Enter your code">
          <Alert color="warning" variant="light">
            This verification link is incomplete. Start again and we will send you a fresh 6-digit
            code.
          </Alert>
          <Group justify="center" gap="lg" mt="lg">
            <Anchor component={Link} to={paths.signup}>
              Sign up
            </Anchor>
            <Anchor component={Link} to={paths.forgotPassword}>
              Reset password
            </Anchor>
          </Group>
        </AuthCard>
      )}
    </CenteredPage>
  );
}
