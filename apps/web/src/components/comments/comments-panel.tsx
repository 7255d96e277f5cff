import { useT } from '../../lib/i18n';
import {
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMapPin, IconMessageCircle, IconX } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { CommentVisibility } from '@atelier/domain';
import { LabelledSegmentedControl } from '../form/labelled-segmented-control';
import { usePresence } from '../presence/presence-context';
import { ThreadTyping } from '../presence/typing-line';
import { QueryError } from '../ui/query-error';
import { WaitingComments } from './waiting-comments';
import { CommentBox } from './comment-box';
import type { CommentSource } from './comment-source';
import { CommentThread, threadElementId } from './comment-thread';
import classes from './comments.module.css';
import { useCommentThreads, useCommentWrite } from './use-comments';
import { usePinBoard, type PinBoard } from './use-pin-board';

interface CommentsPanelProps {
  source: CommentSource;
  /** What the panel says with no comment yet. */
  emptyText: string;
  title?: string;
  /** On an image: shared with its pins, so new threads can be pinned. */
  board?: PinBoard;
  /** As tall as its parent, the threads scrolling between the header and the box. */
  fill?: boolean;
}

/**
 * Comments as threads (one reply deep): read, posted, replied to, edited, deleted, resolved and
 * reopened through a CommentSource. Resolved threads are hidden until "Show resolved" is on.
 */
export function CommentsPanel({
  source,
  emptyText,
  title,
  board: imageBoard,
  fill = false,
}: CommentsPanelProps) {
  const t = useT();
  const ownBoard = usePinBoard();
  const board = imageBoard ?? ownBoard;
  const titleId = useId();
  const { query, threads } = useCommentThreads(source);
  const write = useCommentWrite(source);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  // Internal unless the writer shares it: a thread reaches suppliers only by choice.
  const [visibility, setVisibility] = useState<CommentVisibility>('internal');
  const { add, chooseVisibility } = source;
  const presence = usePresence();
  // A supplier's person's threads are always shared; a member's as chosen.
  const sharedNew = !chooseVisibility || visibility === 'shared';

  const resolvedCount = threads.filter((thread) => thread.comment.resolved).length;
  const shown = threads.filter((thread) => board.showResolved || !thread.comment.resolved);
  const openCount = threads.length - resolvedCount;
  const nextPin = threads.filter((thread) => thread.pin !== null).length + 1;

  // A pin picked on the image brings its thread into view (and shows it, if resolved); once per
  // pick, not again whenever the list refetches.
  const { selected, setShowResolved } = board;
  const reveal = useEffectEvent((id: string) => {
    const thread = threads.find((item) => item.comment._id === id);
    if (thread?.comment.resolved) setShowResolved(true);
    requestAnimationFrame(() =>
      document
        .getElementById(threadElementId(id))
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );
  });
  useEffect(() => {
    if (selected?.from === 'pin') reveal(selected.id);
  }, [selected]);

  const post = async (text: string, mentions: string[]) => {
    if (!add) return false;
    const pin = board.draft;
    const answer = await write(() =>
      add({
        text,
        parentId: null,
        mentions,
        ...pin,
        ...(chooseVisibility && { visibility }),
      }),
    );
    if (!answer) return false;
    presence?.setTyping(null);
    setVisibility('internal');
    board.clearDraft();
    if (pin && answer.data) board.select(answer.data._id, 'list');
    return true;
  };

  const header = (
    <Group justify="space-between" gap="xs" mb="md" wrap="wrap">
      <Group gap="xs">
        <Title order={2} size="h3" id={titleId}>
          {title ?? t('comments.title')}
        </Title>
        {openCount > 0 && (
          <Badge variant="light" color="plum" size="sm" aria-hidden>
            {openCount}
          </Badge>
        )}
        {openCount > 0 && (
          <VisuallyHidden>{t('comments.open', { count: openCount })}</VisuallyHidden>
        )}
      </Group>
      {resolvedCount > 0 && (
        <Switch
          size="xs"
          label={t('comments.showResolved', { count: resolvedCount })}
          checked={board.showResolved}
          onChange={(event) => board.setShowResolved(event.currentTarget.checked)}
        />
      )}
    </Group>
  );

  const draftNote = imageBoard && add && <DraftNote board={imageBoard} nextPin={nextPin} />;

  let body: React.ReactNode;
  if (query.isError) {
    body = <QueryError query={query} />;
  } else if (!query.data) {
    body = (
      <Stack gap="sm">
        <VisuallyHidden role="status">{t('comments.loading')}</VisuallyHidden>
        {[0, 1].map((key) => (
          <Group key={key} gap="sm" align="flex-start" wrap="nowrap" aria-hidden>
            <Skeleton circle height={32} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={10} width="40%" />
              <Skeleton height={10} />
              <Skeleton height={10} width="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  } else if (shown.length === 0) {
    body = (
      <Group gap="xs" c="dimmed" wrap="nowrap" py="xs">
        <IconMessageCircle size={18} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">{threads.length === 0 ? emptyText : t('comments.allResolved')}</Text>
      </Group>
    );
  } else {
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={titleId}>
        {shown.map((thread) => (
          <CommentThread
            key={thread.comment._id}
            thread={thread}
            source={source}
            // Picking a thread means something only beside its image's pins.
            active={Boolean(imageBoard) && board.selected?.id === thread.comment._id}
            replying={replyingTo === thread.comment._id}
            onReplying={(replying) => setReplyingTo(replying ? thread.comment._id : null)}
            onSelect={() => board.select(thread.comment._id, 'list')}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      className={fill ? classes.fill : undefined}
    >
      {header}
      <div className={classes.list}>
        {body}
        {source.outboxScope && <WaitingComments scope={source.outboxScope} />}
      </div>
      {add && query.data && (
        <div className={fill ? classes.composer : undefined} style={{ marginTop: 16 }}>
          {chooseVisibility && (
            <div style={{ marginBottom: 8 }}>
              <LabelledSegmentedControl
                label={t('comments.whoSees')}
                size="xs"
                value={visibility}
                onChange={(value) => setVisibility(value as CommentVisibility)}
                data={[
                  { value: 'internal', label: t('comments.internal') },
                  { value: 'shared', label: t('comments.sharedWithSuppliers') },
                ]}
              />
            </div>
          )}
          <CommentBox
            label={t('comments.add')}
            submitLabel={t('comments.post')}
            textareaRef={board.composerRef}
            onSubmit={post}
            onTextChange={(text) =>
              presence?.setTyping(text.trim() ? { thread: null, shared: sharedNew } : null)
            }
            extra={draftNote}
          />
          <ThreadTyping thread={null} />
        </div>
      )}
    </Card>
  );
}

/** Under the new-comment box on an image: the pin it will sit on, or how to place one. */
function DraftNote({ board, nextPin }: { board: PinBoard; nextPin: number }) {
  const t = useT();
  if (!board.draft) {
    return (
      <Text size="xs" c="dimmed" visibleFrom="xs" truncate>
        {board.placing ? t('comments.placePin') : t('comments.pressC')}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      size="compact-xs"
      leftSection={<IconMapPin size={12} />}
      rightSection={<IconX size={12} />}
      onClick={board.clearDraft}
      aria-label={t('comments.removePin', { pin: nextPin })}
    >
      {t('comments.pin', { pin: nextPin })}
    </Button>
  );
}
