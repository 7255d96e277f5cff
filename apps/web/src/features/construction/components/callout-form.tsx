import { CALLOUT_TEXT_MAX } from '@atelier/domain';
import { Button, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { countedDescription } from '../../../components/form/char-count';
import { useT } from '../../../lib/i18n';
import { useConstructionT } from '../i18n';

interface CalloutFormProps {
  /** The callout's number, for its field's label ('Callout 3'). */
  number: number;
  /** How many callouts the product has: a number may go from 1 to this. */
  count?: number;
  initialText?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: { text: string; number: number }) => void;
  onCancel: () => void;
}

/** What a callout says (and, once it exists, its number), inside the popover on its mark. */
export function CalloutForm({
  number,
  count,
  initialText = '',
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: CalloutFormProps) {
  const t = useConstructionT();
  const tApp = useT();
  const [text, setText] = useState(initialText);
  const [wanted, setWanted] = useState<number>(number);
  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit({ text, number: wanted });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('con.callout', { number })}
          placeholder={t('con.calloutPlaceholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={CALLOUT_TEXT_MAX}
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          {...countedDescription(text.length, CALLOUT_TEXT_MAX)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
          }}
        />
        {count !== undefined && count > 1 && (
          <NumberInput
            label={t('con.number')}
            min={1}
            max={count}
            step={1}
            allowDecimal={false}
            allowNegative={false}
            value={wanted}
            onChange={(value) => setWanted(typeof value === 'number' ? value : number)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="compact-sm" onClick={onCancel}>
            {tApp('common.cancel')}
          </Button>
          <Button type="submit" size="compact-sm" loading={busy} disabled={blank}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
