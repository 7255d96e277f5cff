import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
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
      <TextLink to={paths.plans} onClick={openPlans}>
        Plans
      </TextLink>
      {isSignedIn ? (
        <Button component={Link} to={paths.dashboard} onClick={onNavigate}>
          Go to dashboard
        </Button>
      ) : (
        <>
          <TextLink to={paths.login} onClick={onNavigate}>
            Login
          </TextLink>
          <Button component={Link} to={paths.signup} onClick={onNavigate}>
            Signup
          </Button>
        </>
      )}
    </>
  );
}

interface TextLinkProps {
  to: string;
  onClick: (() => void) | undefined;
  children: ReactNode;
}

function TextLink({ to, onClick, children }: TextLinkProps) {
  return (
    <Anchor component={Link} to={to} c="dark.6" fw={500} underline="never" onClick={onClick}>
      {children}
    </Anchor>
  );
}
