import { useSelectedTeamId } from '../../../lib/selected-team';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/conversations';
import { useLiveMessages } from './use-live-messages';

/** The selected team's unread messages, kept live (the sidebar's count). */
export function useUnreadMessages(): number {
  const teamId = useSelectedTeamId();
  const { user } = useSession();
  useLiveMessages(user?._id);
  return useUnreadCount(teamId).data ?? 0;
}
