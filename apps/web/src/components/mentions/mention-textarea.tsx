import { useT } from '../../lib/i18n';
import type { Mention, Mentionable } from '@atelier/domain';
import { Avatar, Combobox, Group, Text, Textarea, useCombobox } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useMentionPeople } from './mention-people';
import { insertMention, matchPeople, mentionAt, mentionsIn } from './mentions';

export interface MentionTextareaProps extends Omit<
  TextareaProps,
  'value' | 'defaultValue' | 'onChange'
> {
  value: string;
  onChange: (value: string) => void;
  /** The mentions the text holds already (an edited comment's). */
  initialMentions?: readonly Mention[];
  /** The ids of the people the text mentions, after each change. */
  onMentionsChange?: (ids: string[]) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A Textarea where `@` and a few letters offer the team's people (from MentionPeopleContext):
 * arrows move through them, Enter or Tab picks one, Escape closes the list. Picking writes
 * `@Full Name ` into the text; a mention counts while its name stays in the text.
 */
export function MentionTextarea({
  value,
  onChange,
  initialMentions = [],
  onMentionsChange,
  ref,
  onKeyDown,
  onFocus,
  onBlur,
  onSelect,
  ...props
}: MentionTextareaProps) {
  const t = useT();
  const { people, request } = useMentionPeople();
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(ref, textarea);
  const [picked, setPicked] = useState<Mention[]>(() => [...initialMentions]);
  // The caret while the box has focus; the list shows only then.
  const [caret, setCaret] = useState<number | null>(null);
  // The @ whose list was closed with Escape (or a click away) stays closed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const nextCaret = useRef<number | null>(null);

  const trigger = caret === null ? null : mentionAt(value, caret);
  const options: readonly Mentionable[] = trigger ? matchPeople(people ?? [], trigger.query) : [];
  const opened = trigger !== null && trigger.start !== dismissed && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const combobox = useCombobox({
    opened,
    onOpenedChange: (open) => {
      if (!open && trigger) setDismissed(trigger.start);
    },
  });

  // A picked name moves the caret past it once React has written the new text.
  useLayoutEffect(() => {
    if (nextCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(nextCaret.current, nextCaret.current);
    nextCaret.current = null;
  }, [value]);

  const change = (text: string, at: number | null, known: readonly Mention[] = picked) => {
    // A box focused on mount (an edit) never had a focus event: the first @ asks for the people.
    if (at !== null && mentionAt(text, at)) request();
    onChange(text);
    setCaret(at);
    setActive(0);
    if (at === null || !mentionAt(text, at)) setDismissed(null);
    onMentionsChange?.(mentionsIn(text, known));
  };

  const pick = (person: Mentionable) => {
    if (!trigger || caret === null) return;
    const next = insertMention(value, trigger, caret, person.name);
    const known = [...picked, { _id: person._id, name: person.name }];
    setPicked(known);
    nextCaret.current = next.caret;
    change(next.text, next.caret, known);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (opened && !event.nativeEvent.isComposing) {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
        event.preventDefault();
        pick(options[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list only, not a dialog the box sits in.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(trigger.start);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const person = options.find((option) => option._id === id);
        if (person) pick(person);
      }}
      position="bottom-start"
      width="target"
    >
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <Textarea
          {...props}
          ref={mergedRef}
          value={value}
          onChange={(event) =>
            change(event.currentTarget.value, event.currentTarget.selectionStart)
          }
          onSelect={(event) => {
            setCaret(event.currentTarget.selectionStart);
            onSelect?.(event);
          }}
          onFocus={(event) => {
            request();
            setCaret(event.currentTarget.selectionStart);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setCaret(null);
            onBlur?.(event);
          }}
          onKeyDown={handleKeyDown}
          aria-haspopup="listbox"
          aria-autocomplete="list"
          aria-controls={opened ? listId : undefined}
          aria-activedescendant={opened ? optionId(activeIndex) : undefined}
          data-mantine-stop-propagation={opened || undefined}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options id={listId} aria-label={t('comments.peopleToMention')}>
          {options.map((person, index) => (
            <Combobox.Option
              key={person._id}
              id={optionId(index)}
              value={person._id}
              selected={index === activeIndex}
              aria-selected={index === activeIndex}
              onMouseEnter={() => setActive(index)}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar
                  src={person.profilePicture}
                  name={person.name}
                  size={24}
                  color="plum"
                  alt=""
                  aria-hidden
                />
                <Text size="sm" inherit>
                  {person.name}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
