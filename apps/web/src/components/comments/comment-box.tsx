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
}: CommentBoxProps) {
  const [text, setText] = useState(initial);
  const [mentions, setMentions] = useState(() => initialMentions.map((person) => person._id));
  const [busy, setBusy] = useState(false);
  const trimmed = text.trim();
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
        onChange={setText}
        initialMentions={initialMentions}
        onMentionsChange={setMentions}
        autosize
        minRows={2}
        maxRows={8}
        autoFocus={autoFocus}
        onKeyDown={(event) => {
          // Ctrl/Cmd + Enter posts, as in every chat and review tool.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && trimmed) void submit();
        }}
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <CharCount length={text.length} max={COMMENT_TEXT_MAX} />
          {extra}
        </Group>
        <Group gap="xs" wrap="nowrap">
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
