import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { DecimalInput } from './decimal-input';

function PriceField({
  decimalSeparator,
  onChange,
}: {
  decimalSeparator: '.' | ',';
  onChange: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <DecimalInput
      label="Price per metre"
      placeholder="e.g. 12.50"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onBlur={() => undefined}
      error={undefined}
      decimalSeparator={decimalSeparator}
      fixedDecimalScale
    />
  );
}

async function paste(text: string, decimalSeparator: '.' | ',') {
  const onChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<PriceField decimalSeparator={decimalSeparator} onChange={onChange} />);
  const field = screen.getByLabelText('Price per metre');
  await user.click(field);
  await user.paste(text);
  await user.tab();
  return { field, number: onChange.mock.lastCall?.[0] as number | null };
}

describe('DecimalInput', () => {
  it.each([
    ['14,80', '.', 14.8, '14.80'],
    ['14.80', '.', 14.8, '14.80'],
    ['1,480.00', '.', 1480, '1480.00'],
    ['14.80', ',', 14.8, '14,80'],
    ['1.480,00', ',', 1480, '1480,00'],
  ] as const)(
    'reads %s pasted in one go (separator %s) as %d, shown as %s',
    async (text, separator, number, shown) => {
      const result = await paste(text, separator);

      expect(result.number).toBe(number);
      expect(result.field).toHaveValue(shown);
    },
  );

  it('keeps a trailing separator while typing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PriceField decimalSeparator="." onChange={onChange} />);
    const field = screen.getByLabelText('Price per metre');

    await user.type(field, '12.');
    expect(field).toHaveValue('12.');
    await user.type(field, '5');
    expect(field).toHaveValue('12.5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
  });

  it('hands the form NaN for a text that is not a number, and null when emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PriceField decimalSeparator="." onChange={onChange} />);
    const field = screen.getByLabelText('Price per metre');

    await user.type(field, '12a');
    expect(onChange).toHaveBeenLastCalledWith(Number.NaN);
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
