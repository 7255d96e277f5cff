import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { allowPlansWithoutLogin } from '../../lib/plans-access';

interface PublicAppLinksProps {
  isSignedIn: boolean;
  onNavigate?: () => void;
}

/** In-app links: Plans, Login and Signup, or the way back to the dashboard when signed in. */
export function PublicAppLinks({ isSignedIn, onNavigate }: PublicAppLinksProps) {
  const openPlans = () => {
    if (isSignedIn) allowPlansWithoutLogin();
    onNavigate?.();
  };
  return (
    <>
      <Anchor
        component={Link}
        to={paths.plans}
        c="dark.6"
        fw={500}
        underline="never"
        onClick={openPlans}
      >
        Plans
      </Anchor>
      {isSignedIn ? (
        <Button component={Link} to={paths.dashboard} onClick={onNavigate}>
          Go to dashboard
        </Button>
      ) : (
        <>
          <Anchor
            component={Link}
            to={paths.login}
            c="dark.6"
            fw={500}
            underline="never"
            onClick={onNavigate}
          >
            Login
          </Anchor>
          <Button component={Link} to={paths.signup} onClick={onNavigate}>
            Signup
          </Button>
        </>
      )}
    </>
  );
}
