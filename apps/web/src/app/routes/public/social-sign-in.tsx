import { useDocumentTitle } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page';
import { SocialSignIn } from '../../../features/auth/components/social-sign-in';

export function SocialSignInRoute() {
  useDocumentTitle('Signing in · Atelier');
  const [params] = useSearchParams();
  return (
    <CenteredPage>
      <SocialSignIn code={params.get('code')} error={params.get('error')} />
    </CenteredPage>
  );
}
