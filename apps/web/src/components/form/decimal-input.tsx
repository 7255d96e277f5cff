import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { parseDecimal } from '../../lib/parse-decimal';

interface DecimalInputProps {
  label: string;
  placeholder: string;
  /** The form's number: null when empty, NaN when the text is not a number. */
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error: string | undefined;
  /** The user's decimal separator (general settings); either one is understood when typed. */
  decimalSeparator: '.' | ',';
  decimalScale?: number;
  /** Shows every decimal once the field is left ('12.50'). */
  fixedDecimalScale?: boolean;
}

function round(value: number | null, scale: number): number | null {
  if (value === null || Number.isNaN(value)) return value;
  const factor = 10 ** scale;
  return Math.round(value * factor) / factor;
}

function formatDecimal(value: number, separator: '.' | ',', scale: number, fixed: boolean) {
  const text = fixed ? value.toFixed(scale) : String(value);
  return text.replace('.', separator);
}

/**
 * A number field that keeps the text as typed or pasted ('12.', '14,80', '1,480.00') and hands
 * the form its number: a masked input drops whichever separator is not the user's, so a price
 * pasted as '14,80' used to become 1480. Leaving the field writes the number the user's way.
 */
export function DecimalInput({
  value,
  onChange,
  onBlur,
  decimalSeparator,
  decimalScale = 2,
  fixedDecimalScale = false,
  ...input
}: DecimalInputProps) {
  const toValue = (text: string) => round(parseDecimal(text, decimalSeparator), decimalScale);
  const toText = (number: number | null) =>
    number === null || Number.isNaN(number)
      ? ''
      : formatDecimal(number, decimalSeparator, decimalScale, fixedDecimalScale);
  const [text, setText] = useState(() => toText(value));

  // A value set from outside (the form reset for editing) replaces the text.
  useEffect(() => {
    setText((current) => (Object.is(toValue(current), value) ? current : toText(value)));
  }, [value]);

  return (
    <TextInput
      {...input}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(toValue(event.currentTarget.value));
      }}
      onBlur={() => {
        const number = toValue(text);
        if (number !== null && !Number.isNaN(number)) setText(toText(number));
        onBlur();
      }}
    />
  );
}
