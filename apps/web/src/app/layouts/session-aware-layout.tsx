import { useSession } from '../../lib/session';
import { PublicLayout, SignedInLayout } from './lazy-layouts';

/** Pages for visitors and signed-in users alike (/jointeam) sit in the shell that fits the visitor. */
export function SessionAwareLayout() {
  const { token } = useSession();
  return token ? <SignedInLayout /> : <PublicLayout />;
}
