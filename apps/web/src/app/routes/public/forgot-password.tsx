import { useDocumentTitle } from '@mantine/hooks';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  useDocumentTitle('Forgot password · Atelier');
  return (
    <CenteredPage>
      <ForgotPasswordForm />
    </CenteredPage>
  );
}
