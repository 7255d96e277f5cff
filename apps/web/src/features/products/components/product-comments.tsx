import { COMMENT_TEXT_MAX } from '@atelier/domain';
import type { Mention, Product, ProductComment } from '@atelier/domain';
import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CharCount } from '../../../components/form/char-count';
import { MentionText } from '../../../components/mentions/mention-text';
import { MentionTextarea } from '../../../components/mentions/mention-textarea';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { QueryError } from '../../../components/ui/query-error';
import { useFormat } from '../../../lib/format';
import { runMutation } from '../../../lib/run-mutation';
import { useCommentMutations, useComments } from '../api/comments';
import { ProductMentions } from './product-mentions';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** A text box with its count and one button; empty or too long, the button waits. */
function CommentBox({
  label,
  submitLabel,
  initial = '',
  initialMentions = [],
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  initialMentions?: Mention[];
  onSubmit: (text: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [mentions, setMentions] = useState(() => initialMentions.map((person) => person._id));
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
  const submit = async () => {
    setBusy(true);
    const done = await onSubmit(trimmed, mentions);
    setBusy(false);
    if (done) setText('');
  };
  return (
    <Stack gap={6}>
      <MentionTextarea
        label={label}
        value={text}
        onChange={setText}
        initialMentions={initialMentions}
        onMentionsChange={setMentions}
        autosize
        minRows={2}
        maxRows={8}
        onKeyDown={(event) => {
          // Ctrl/Cmd + Enter posts, as in every chat and review tool.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && trimmed) void submit();
        }}
      />
      <Group justify="space-between">
        <CharCount length={text.length} max={COMMENT_TEXT_MAX} />
        <Group gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button
            size="xs"
            loading={busy}
            disabled={!trimmed || text.length > COMMENT_TEXT_MAX}
            onClick={() => void submit()}
          >
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function CommentItem({
  comment,
  productId,
  onReply,
}: {
  comment: ProductComment;
  productId: string;
  onReply?: () => void;
}) {
  const { formatDateTime } = useFormat();
  const { edit, remove } = useCommentMutations(productId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { author } = comment;
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <Avatar src={author.profilePicture} radius="xl" size={32} color="plum" alt="">
        {initials(author.name)}
      </Avatar>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {author.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(comment.createdAt)}
              {comment.editedAt && ' · edited'}
            </Text>
          </Group>
          {(comment.policies.edit || comment.policies.delete) && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Actions for the comment by ${author.name}`}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {comment.policies.edit && (
                  <Menu.Item onClick={() => setEditing(true)}>Edit</Menu.Item>
                )}
                {comment.policies.delete && (
                  <Menu.Item color="error" onClick={() => setDeleting(true)}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {editing ? (
          <CommentBox
            label="Edit comment"
            submitLabel="Save"
            initial={comment.text}
            initialMentions={comment.mentions}
            onCancel={() => setEditing(false)}
            onSubmit={async (text, mentions) =>
              Boolean(
                await runMutation(() => edit.mutateAsync({ id: comment._id, text, mentions }), {
                  onSuccess: () => setEditing(false),
                }),
              )
            }
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <MentionText text={comment.text} mentions={comment.mentions} />
          </Text>
        )}
        {onReply && !editing && (
          <Button variant="subtle" size="compact-xs" w="fit-content" px={0} onClick={onReply}>
            Reply
          </Button>
        )}
      </Stack>
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title="Delete comment?"
        confirmLabel="Delete comment"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          void runMutation(() => remove.mutateAsync(comment._id), {
            onSuccess: () => setDeleting(false),
          })
        }
      >
        This comment{comment.parentId ? '' : ' and its replies'} will be deleted for everyone.
      </ConfirmModal>
    </Group>
  );
}

/** The product's comments, where a comment may @mention the team's people. */
export function ProductComments({ product }: { product: Product }) {
  return (
    <ProductMentions productId={product._id}>
      <ProductCommentsCard product={product} />
    </ProductMentions>
  );
}

/** The product's comments as threads: read with canViewComments, written with canAddComment. */
function ProductCommentsCard({ product }: { product: Product }) {
  const { viewComments, comment: canComment } = product.policies;
  const comments = useComments(product._id, { enabled: viewComments });
  const { add } = useCommentMutations(product._id);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  if (!viewComments) return null;

  const post = async (text: string, mentions: string[], parentId: string | null = null) =>
    Boolean(
      await runMutation(
        () => add.mutateAsync({ productId: product._id, text, parentId, mentions }),
        {
          onSuccess: () => setReplyingTo(null),
        },
      ),
    );
  const threads = (comments.data ?? []).filter((item) => !item.parentId);
  const repliesTo = (id: string) => (comments.data ?? []).filter((item) => item.parentId === id);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="comments-title">
      <Title order={2} size="h3" id="comments-title" mb="md">
        Comments
      </Title>
      {comments.isError ? (
        <QueryError error={comments.error} onRetry={() => void comments.refetch()} />
      ) : !comments.data ? (
        <Stack gap="sm" aria-hidden>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : (
        <Stack gap="md">
          {threads.length === 0 && (
            <Group gap="xs" c="dimmed">
              <IconMessageCircle size={18} aria-hidden />
              <Text size="sm">No comments yet.</Text>
            </Group>
          )}
          {threads.map((thread) => (
            <Stack key={thread._id} gap="sm">
              <CommentItem
                comment={thread}
                productId={product._id}
                onReply={
                  thread.policies.reply && replyingTo !== thread._id
                    ? () => setReplyingTo(thread._id)
                    : undefined
                }
              />
              <Stack gap="sm" pl={42}>
                {repliesTo(thread._id).map((reply) => (
                  <CommentItem key={reply._id} comment={reply} productId={product._id} />
                ))}
                {replyingTo === thread._id && (
                  <CommentBox
                    label={`Reply to ${thread.author.name}`}
                    submitLabel="Reply"
                    onCancel={() => setReplyingTo(null)}
                    onSubmit={(text, mentions) => post(text, mentions, thread._id)}
                  />
                )}
              </Stack>
            </Stack>
          ))}
          {canComment && (
            <CommentBox label="Add a comment" submitLabel="Post comment" onSubmit={post} />
          )}
        </Stack>
      )}
    </Card>
  );
}
