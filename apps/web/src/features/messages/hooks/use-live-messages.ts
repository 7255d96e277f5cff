import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-provider';
import { putMessage } from '../api/messages';
import { messageKeys } from '../api/keys';

/**
 * Messages of teammates appear in an open conversation at once, and the lists and the sidebar's
 * count follow: a new message goes into its history, a read elsewhere clears its count.
 */
export function useLiveMessages(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('message', (message) => {
    putMessage(queryClient, message);
    if (message.author?._id === userId) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread(message.teamId) });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(message.teamId) });
  });
  useRealtimeEvent('messageChanged', ({ message }) => {
    putMessage(queryClient, message);
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread(message.teamId) });
  });
  useRealtimeEvent('conversationRead', ({ teamId }) => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread(teamId) });
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations(teamId) });
  });
}
