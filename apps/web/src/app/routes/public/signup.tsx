import { useDocumentTitle } from '@mantine/hooks';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { SignupForm } from '../../../features/auth/components/signup-form';

export function SignupRoute() {
  useDocumentTitle('Create your account · Atelier');
  return (
    <CenteredPage>
      <SignupForm />
    </CenteredPage>
  );
}
