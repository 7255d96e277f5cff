import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { rememberProductTarget } from '../../lib/product-redirect';
import { useSession } from '../../lib/session';

function RedirectToLogin({ rememberPath }: { rememberPath: string | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (rememberPath) rememberProductTarget(rememberPath);
    navigate(paths.login, { replace: true });
  }, [navigate, rememberPath]);
  return null;
}

/**
 * Signed-in pages need a stored token; without one the visitor goes to / (SPEC §2). A visitor
 * who arrived at a product page is brought back there after signing in. When the token goes
 * away later (sign-out, expiry) this also leaves for /, without remembering anything.
 */
export function ProtectedRoute() {
  const { token } = useSession();
  const { pathname } = useLocation();
  const arrivedSignedOut = useRef(!token);
  if (!token) return <RedirectToLogin rememberPath={arrivedSignedOut.current ? pathname : null} />;
  return <Outlet />;
}
