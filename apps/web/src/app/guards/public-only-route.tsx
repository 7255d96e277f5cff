import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { isPlansWithoutLoginAllowed } from '../../lib/plans-access';
import { getToken } from '../../lib/session';

/**
 * Sign-in, sign-up and recovery pages are for visitors: a signed-in user goes to the dashboard
 * (SPEC §2). The plans-without-login flag lets a signed-in user open /plans only.
 */
export function PublicOnlyRoute() {
  const { pathname } = useLocation();
  // Read at navigation time, not subscribed: signing in here navigates on by itself.
  const token = getToken();
  const plansAllowed =
    pathname.toLowerCase() === paths.plans.toLowerCase() && isPlansWithoutLoginAllowed();
  if (token && !plansAllowed) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
