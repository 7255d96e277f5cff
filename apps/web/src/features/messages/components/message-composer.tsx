import '@mantine/dropzone/styles.css';
import { MESSAGE_TEXT_MAX } from '@atelier/domain';
import { ActionIcon, FileButton, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPaperclip } from '@tabler/icons-react';
import { CommentBox } from '../../../components/comments/comment-box';
import { useRealtimeEmit } from '../../../lib/realtime-provider';
import { runMutation } from '../../../lib/run-mutation';
import { usePostMessage } from '../api/messages';
import { useAttachments } from '../hooks/use-attachments';
import { AttachmentTray } from './attachment-tray';

interface MessageComposerProps {
  teamId: string;
  conversationId: string;
  title: string;
}

/**
 * Writing a message: text with mentions, files by the paperclip, pasted into the box (a
 * screenshot) or dropped anywhere on the page.
 * Files upload while the text is written; Send waits for them and carries those that arrived.
 */
export function MessageComposer({ teamId, conversationId, title }: MessageComposerProps) {
  const send = usePostMessage(teamId, conversationId);
  const attachments = useAttachments(teamId);
  const emit = useRealtimeEmit();

  return (
    <Stack gap={6}>
      <Dropzone.FullScreen onDrop={attachments.add} multiple>
        <Stack align="center" justify="center" mih="50vh" gap={4} style={{ pointerEvents: 'none' }}>
          <IconPaperclip size={40} aria-hidden />
          <Text fw={600}>Drop files to send them to {title}</Text>
          <Text size="sm" c="dimmed">
            Up to 10 files a message.
          </Text>
        </Stack>
      </Dropzone.FullScreen>
      <AttachmentTray pending={attachments.pending} onRemove={attachments.remove} />
      <CommentBox
        label={`Message ${title}`}
        submitLabel="Send"
        maxLength={MESSAGE_TEXT_MAX}
        enterSends
        minRows={1}
        allowEmpty={attachments.ready.length > 0}
        waiting={attachments.uploading}
        onPasteFiles={attachments.add}
        extra={
          <FileButton onChange={attachments.add} multiple>
            {(props) => (
              <Tooltip label="Attach files">
                <ActionIcon variant="subtle" color="gray" aria-label="Attach files" {...props}>
                  <IconPaperclip size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
        }
        onTextChange={(text) => {
          if (text.trim()) emit('typing', { teamId, conversationId });
        }}
        onSubmit={async (text, mentions) => {
          const files = attachments.ready.map(({ path, name }) => ({ path, name }));
          const sent = await runMutation(
            () => send.mutateAsync({ text, mentions, attachments: files }),
            { toastSuccess: false },
          );
          if (sent) attachments.clear();
          return Boolean(sent);
        }}
      />
    </Stack>
  );
}
