import { useT } from '../../lib/i18n';
import type { ProductComment } from '@atelier/domain';
import { Badge, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useFormat } from '../../lib/format';
import { ConfirmModal } from '../ui/confirm-modal';
import { AuthoredEntry } from './authored-entry';
import { CommentBox } from './comment-box';
import { CommentText } from './comment-text';
import type { CommentSource } from './comment-source';
import { useCommentWrite } from './use-comments';

interface CommentItemProps {
  comment: ProductComment;
  source: CommentSource;
  /** Left of the author's name, e.g. the thread's pin number. */
  marker?: ReactNode;
  /** Right of the date, e.g. "Resolved". */
  status?: ReactNode;
  /** Buttons under the text (Reply, Resolve), hidden while the text is edited. */
  actions?: ReactNode;
}

/** One comment: who, when, what; its author edits it, whoever may deletes it after asking. */
export function CommentItem({ comment, source, marker, status, actions }: CommentItemProps) {
  const t = useT();
  const { formatDateTime } = useFormat();
  const write = useCommentWrite(source);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { author } = comment;
  const { edit, remove } = source;
  const canEdit = Boolean(edit) && comment.policies.edit;
  const canDelete = Boolean(remove) && comment.policies.delete;

  const confirmDelete = async () => {
    if (!remove) return;
    setRemoving(true);
    const done = await write(() => remove(comment._id));
    setRemoving(false);
    if (done) setDeleting(false);
  };

  return (
    <AuthoredEntry
      author={author}
      marker={marker}
      meta={
        <>
          {author.guest && (
            <Badge size="xs" variant="light" color="gray">
              {t('comments.guest')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {comment.editedAt
              ? t('comments.editedAt', { when: formatDateTime(comment.createdAt) })
              : formatDateTime(comment.createdAt)}
          </Text>
          {status}
        </>
      }
      menu={{
        label: t('comments.actionsFor', { name: author.name }),
        editing,
        onEdit: canEdit ? () => setEditing(true) : undefined,
        onDelete: canDelete ? () => setDeleting(true) : undefined,
      }}
    >
      {editing && edit ? (
        <CommentBox
          label={t('comments.edit')}
          submitLabel={t('common.save')}
          initial={comment.text}
          initialMentions={comment.mentions}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text, mentions) => {
            const done = Boolean(await write(() => edit(comment._id, text, mentions)));
            if (done) setEditing(false);
            return done;
          }}
        />
      ) : (
        <>
          <CommentText key={comment.text} comment={comment} />
          {actions}
        </>
      )}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        danger
        loading={removing}
        onConfirm={() => void confirmDelete()}
      >
        {comment.parentId ? t('comments.confirmDeleteReply') : t('comments.confirmDelete')}
      </ConfirmModal>
    </AuthoredEntry>
  );
}
