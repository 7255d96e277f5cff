import { Alert, Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { CreatePasswordForm } from '../../../features/auth/components/create-password-form';
import { readResetToken, saveResetToken } from '../../../features/auth/lib/reset-token';
import { paths } from '../../../lib/paths';

export function CreatePasswordRoute() {
  useDocumentTitle('Create a new password · Atelier');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkToken = params.get('token')?.trim() || null;
  const state = location.state as { resetToken?: unknown } | null;
  const resetToken = readResetToken(state?.resetToken, linkToken);

  // A token from an e-mailed link moves out of the address bar (and history), then on as usual.
  useEffect(() => {
    if (!linkToken) return;
    saveResetToken(linkToken);
    navigate(paths.createPassword, { replace: true, state: { resetToken: linkToken } });
  }, [linkToken, navigate]);

  return (
    <CenteredPage>
      {resetToken ? (
        <CreatePasswordForm resetToken={resetToken} />
      ) : (
        <AuthCard title="Create a new password">
          <Alert color="warning" variant="light" mb="lg">
            To choose a new password, first confirm it is you: request a 6-digit code and enter it.
          </Alert>
          <Button component={Link} to={paths.forgotPassword} fullWidth>
            Go to Forgot password
          </Button>
        </AuthCard>
      )}
    </CenteredPage>
  );
}
