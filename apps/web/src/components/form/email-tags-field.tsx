import { messages } from '@atelier/domain';
import { Pill, PillsInput } from '@mantine/core';
import type { ClipboardEvent, KeyboardEvent } from 'react';

interface EmailTagsFieldProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The address being typed, not yet a tag; it counts when the form is sent. */
  typing: string;
  onTypingChange: (value: string) => void;
  max: number;
  error?: string | null;
}

const SEPARATORS = /[\s,;]+/;

/**
 * Several e-mail addresses as removable tags: Enter, comma, semicolon or space ends one, and a
 * pasted list is split. A plain labelled text field underneath (no dropdown), so it reads and
 * tests like any other input.
 */
export function EmailTagsField({
  label,
  description,
  value,
  onChange,
  typing,
  onTypingChange,
  max,
  error,
}: EmailTagsFieldProps) {
  const add = (text: string) => {
    const next = [...value];
    for (const part of text.split(SEPARATORS)) {
      const email = part.trim();
      const known = next.some((item) => item.toLowerCase() === email.toLowerCase());
      if (email && !known && next.length < max) next.push(email);
    }
    if (next.length !== value.length) onChange(next);
  };

  const commit = () => {
    if (!typing.trim()) return;
    add(typing);
    onTypingChange('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['Enter', ',', ';', ' ', 'Tab'].includes(event.key) && typing.trim()) {
      if (event.key !== 'Tab') event.preventDefault();
      commit();
    } else if (event.key === 'Enter') {
      // An empty field: Enter sends the form as usual.
    } else if (event.key === 'Backspace' && !typing && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!SEPARATORS.test(text)) return;
    event.preventDefault();
    add(`${typing} ${text}`);
    onTypingChange('');
  };

  return (
    <PillsInput label={label} description={description} error={error}>
      <Pill.Group>
        {value.map((email) => (
          <Pill
            key={email}
            withRemoveButton
            onRemove={() => onChange(value.filter((item) => item !== email))}
            // Mantine hides this button from keyboards and screen readers; ours is reachable.
            removeButtonProps={{
              'aria-label': `Remove ${email}`,
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {email}
          </Pill>
        ))}
        <PillsInput.Field
          value={typing}
          onChange={(event) => {
            const text = event.currentTarget.value;
            // Typing (or a phone keyboard) may put the separator in the value itself.
            if (SEPARATORS.test(text)) {
              add(text);
              onTypingChange('');
            } else {
              onTypingChange(text);
            }
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={commit}
          placeholder={value.length === 0 ? 'colleague@studio.com' : undefined}
          type="visible"
          autoComplete="off"
          inputMode="email"
          data-autofocus
        />
      </Pill.Group>
    </PillsInput>
  );
}

/**
 * The text to show under the field for a failed check of `{ emails }`: the bad address with its
 * reason, or what is wrong with the list.
 */
export function emailListError(
  issue: { path: PropertyKey[]; message: string } | undefined,
  emails: readonly string[],
): string {
  const index = issue?.path[1];
  return typeof index === 'number' && emails[index]
    ? `${emails[index]}: ${issue?.message ?? messages.invalidEmail}`
    : (issue?.message ?? messages.emailsRequired);
}
