import { Group, TextInput } from '@mantine/core';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
  labelledBy?: string;
  describedBy?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Separate boxes for the verification code: typing moves on, Backspace on an empty box moves
 * back, arrows move, and pasting (or the phone's code autofill) fills every box.
 */
export function OtpInput({
  value,
  onChange,
  invalid = false,
  labelledBy,
  describedBy,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;
  const isEmpty = value.every((digit) => !digit);

  const focus = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, length - 1))];
    input?.focus();
    input?.select();
  };

  // On arrival, and whenever the code is cleared (e.g. after a wrong code), start at the first box.
  useEffect(() => {
    if (isEmpty) inputs.current[0]?.focus();
  }, [isEmpty]);

  const fill = (start: number, digits: string) => {
    const from = digits.length >= length ? 0 : start;
    const next = [...value];
    for (let offset = 0; offset < digits.length && from + offset < length; offset += 1) {
      next[from + offset] = digits[offset] ?? '';
    }
    onChange(next);
    focus(from + digits.length);
  };

  const handleChange = (index: number, raw: string) => {
    const previous = value[index] ?? '';
    let digits = onlyDigits(raw);
    // A digit typed into a filled box arrives next to the old one: keep the new one.
    if (previous && digits.length === 2) digits = digits.replace(previous, '') || previous;
    if (!digits) {
      onChange(value.map((digit, position) => (position === index ? '' : digit)));
      return;
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, position) => (position === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, length);
    if (digits) fill(index, digits);
  };

  return (
    <Group role="group" aria-labelledby={labelledBy} gap="xs" justify="center" wrap="nowrap">
      {value.map((digit, index) => (
        <TextInput
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          value={digit}
          onChange={(event) => handleChange(index, event.currentTarget.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          error={invalid}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          styles={{
            input: {
              width: 'clamp(40px, 12vw, 52px)',
              height: 58,
              textAlign: 'center',
              fontSize: 24,
              fontWeight: 600,
              padding: 0,
            },
          }}
        />
      ))}
    </Group>
  );
}
