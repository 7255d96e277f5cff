import { useT } from '../../lib/i18n';
import { COMMENT_TEXT_MAX, type Mention } from '@atelier/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode, type Ref } from 'react';
import { CharCount } from '../form/char-count';
import { MentionTextarea } from '../mentions/mention-textarea';

interface CommentBoxProps {
  label: string;
  submitLabel: string;
  initial?: string;
  /** The mentions an edited comment holds already. */
  initialMentions?: Mention[];
  /** Resolves true when the comment was saved, so the box empties. */
  onSubmit: (text: string, mentions: string[]) => Promise<boolean>;
  onCancel?: () => void;
  /** Shown left of the buttons, e.g. the pin the comment will sit on. */
  extra?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
  autoFocus?: boolean;
  /** The longest text the server takes (a comment's by default). */
  maxLength?: number;
  /** Enter alone sends and Shift+Enter starts a new line, as in chat; else Ctrl/Cmd+Enter. */
  enterSends?: boolean;
  /** After each change of the text (a typing signal). */
  onTextChange?: (text: string) => void;
  minRows?: number;
  /** Something besides the text carries the message (attached files): empty text may be sent. */
  allowEmpty?: boolean;
  /** The button waits, e.g. for files still uploading. */
  waiting?: boolean;
  /** Files pasted into the box (a screenshot); without it, pasting files does nothing. */
  onPasteFiles?: (files: File[]) => void;
}

/**
 * A text box with its count and one button; empty or too long, the button waits. `@` offers the
 * team's people when a MentionPeopleContext provides them.
 */
export function CommentBox({
  label,
  submitLabel,
  initial = '',
  initialMentions = [],
  onSubmit,
  onCancel,
  extra,
  textareaRef,
  autoFocus,
  maxLength = COMMENT_TEXT_MAX,
  enterSends = false,
  onTextChange,
  minRows = 2,
  allowEmpty = false,
  waiting = false,
  onPasteFiles,
}: CommentBoxProps) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [mentions, setMentions] = useState(() => initialMentions.map((person) => person._id));
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
  const sendable = (trimmed.length > 0 || allowEmpty) && text.length <= maxLength && !waiting;
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const done = await onSubmit(trimmed, mentions);
    setBusy(false);
    if (done) setText('');
  };
  return (
    <Stack gap={6}>
      <MentionTextarea
        ref={textareaRef}
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          onTextChange?.(value);
        }}
        initialMentions={initialMentions}
        onMentionsChange={setMentions}
        onPaste={(event) => {
          const files = [...event.clipboardData.files];
          if (!onPasteFiles || files.length === 0) return;
          event.preventDefault();
          onPasteFiles(files);
        }}
        autosize
        minRows={minRows}
        maxRows={8}
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          // Ctrl/Cmd + Enter posts, as in every chat and review tool; in chat Enter alone does.
          const sends = event.ctrlKey || event.metaKey || (enterSends && !event.shiftKey);
          if (!sends) return;
          event.preventDefault();
          if (sendable) void submit();
        }}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <CharCount length={text.length} max={maxLength} />
          {extra}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button size="xs" loading={busy} disabled={!sendable} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
