import { useT } from '../../lib/i18n';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { usePresence } from '../presence/presence-context';
import { ThreadTyping } from '../presence/typing-line';
import { CommentBox } from './comment-box';
import { CommentItem } from './comment-item';
import type { CommentSource, CommentThread as Thread } from './comment-source';
import classes from './comments.module.css';
import { useCommentWrite } from './use-comments';

interface CommentThreadProps {
  thread: Thread;
  source: CommentSource;
  active: boolean;
  replying: boolean;
  onReplying: (replying: boolean) => void;
  /** Picks the thread (and, on an image, its pin). */
  onSelect: () => void;
}

export const threadElementId = (commentId: string) => `comment-thread-${commentId}`;

/**
 * A thread: its first comment with its pin's number, its replies and a reply box. Only the
 * thread is resolved or reopened; a resolved one folds its replies away until reopened.
 */
export function CommentThread({
  thread,
  source,
  active,
  replying,
  onReplying,
  onSelect,
}: CommentThreadProps) {
  const t = useT();
  const { comment, replies, pin } = thread;
  const write = useCommentWrite(source);
  const presence = usePresence();
  const [resolving, setResolving] = useState(false);
  const { add, resolve } = source;
  const canReply = Boolean(add) && comment.policies.reply && !comment.resolved;
  const canResolve = Boolean(resolve) && comment.policies.reply;

  const toggleResolved = async () => {
    if (!resolve) return;
    setResolving(true);
    await write(() => resolve(comment._id, !comment.resolved));
    setResolving(false);
  };
  const reply = async (text: string, mentions: string[]) => {
    if (!add) return false;
    const done = Boolean(await write(() => add({ text, parentId: comment._id, mentions })));
    if (done) {
      presence?.setTyping(null);
      onReplying(false);
    }
    return done;
  };

  const marker = pin !== null && (
    <button
      type="button"
      className={classes.marker}
      data-resolved={comment.resolved || undefined}
      aria-label={t('comments.showPin', { pin })}
      onClick={onSelect}
    >
      {pin}
    </button>
  );
  const shared = comment.visibility === 'shared' && (
    <Badge size="xs" variant="light" color="blue" title={t('comments.sharedWithSuppliers')}>
      {t('comments.shared')}
    </Badge>
  );
  const resolved = comment.resolved && (
    <Badge size="xs" variant="light" color="success" leftSection={<IconCheck size={10} />}>
      {t('comments.resolved')}
    </Badge>
  );
  const status = (shared || resolved) && (
    <>
      {shared}
      {resolved}
    </>
  );
  const actions = (canReply || canResolve) && (
    <Group gap="xs" mt={2}>
      {canReply && !replying && (
        <Button variant="subtle" size="compact-xs" onClick={() => onReplying(true)}>
          {t('comments.reply')}
        </Button>
      )}
      {canResolve && (
        <Button
          variant="subtle"
          size="compact-xs"
          color={comment.resolved ? 'plum' : 'success'}
          // Shade 8: the subtle button's own shade 6 is too light for its small text on white.
          c={comment.resolved ? undefined : 'success.8'}
          leftSection={comment.resolved ? <IconArrowBackUp size={14} /> : <IconCheck size={14} />}
          loading={resolving}
          onClick={() => void toggleResolved()}
        >
          {comment.resolved ? t('comments.reopen') : t('comments.resolve')}
        </Button>
      )}
    </Group>
  );

  return (
    <Paper
      component="li"
      id={threadElementId(comment._id)}
      withBorder
      radius="md"
      p="sm"
      className={classes.thread}
      data-active={active || undefined}
      data-resolved={comment.resolved || undefined}
      onClick={onSelect}
    >
      <Stack gap="sm">
        <CommentItem
          comment={comment}
          source={source}
          marker={marker}
          status={status}
          actions={actions}
        />
        {comment.resolved
          ? replies.length > 0 && (
              <Text size="xs" c="dimmed" pl={42}>
                {t('comments.replies', { count: replies.length })}
              </Text>
            )
          : (replies.length > 0 || replying) && (
              <Stack gap="sm" pl={42}>
                {replies.map((item) => (
                  <CommentItem key={item._id} comment={item} source={source} />
                ))}
                {replying && (
                  <CommentBox
                    label={t('comments.replyTo', { name: comment.author.name })}
                    submitLabel={t('comments.reply')}
                    autoFocus
                    onCancel={() => {
                      presence?.setTyping(null);
                      onReplying(false);
                    }}
                    onSubmit={reply}
                    onTextChange={(text) =>
                      presence?.setTyping(
                        text.trim()
                          ? { thread: comment._id, shared: comment.visibility === 'shared' }
                          : null,
                      )
                    }
                  />
                )}
              </Stack>
            )}
        {!comment.resolved && (
          <div style={{ paddingLeft: 42 }}>
            <ThreadTyping thread={comment._id} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
