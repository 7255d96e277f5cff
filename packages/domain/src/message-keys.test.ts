import { describe, expect, it } from 'vitest';
import { keyOfMessage } from './message-keys.ts';
import { messages } from './messages.ts';

describe('keyOfMessage', () => {
  it('names a text by its key', () => {
    expect(keyOfMessage('No Record Found.')).toEqual({ key: 'noRecord' });
    expect(keyOfMessage(messages.invalidToken)).toEqual({ key: 'invalidToken' });
  });

  it('names a template with the values it was made from, numbers as numbers', () => {
    expect(keyOfMessage(messages.specSizeUnknown('XXL'))).toEqual({
      key: 'specSizeUnknown',
      values: { size: 'XXL' },
    });
    expect(keyOfMessage(messages.accountThrottled(1))).toEqual({
      key: 'accountThrottled',
      values: { seconds: 1 },
    });
    expect(keyOfMessage(messages.accountThrottled(42))).toEqual({
      key: 'accountThrottled',
      values: { seconds: 42 },
    });
    expect(keyOfMessage(messages.fitSpecMovedOn(3, 5))).toEqual({
      key: 'fitSpecMovedOn',
      values: { measured: 3, current: 5 },
    });
    expect(keyOfMessage(messages.fitRoundUnknown('Top', ['Proto', 'SMS']))).toEqual({
      key: 'fitRoundUnknown',
      values: { round: 'Top', rounds: 'Proto, SMS' },
    });
  });

  it('reads a text two ways only as the template writes it back, word for word', () => {
    // A value holding the template's own words between two placeholders can be read two ways;
    // either reading writes the same English (a limit of reading texts back, in decisions.md).
    const text = messages.sampleShippedNotice('Mill shipped the', 'Proto', 'Coat of arms');
    const keyed = keyOfMessage(text);
    expect(keyed?.key).toBe('sampleShippedNotice');
    const { supplier, round, product } = keyed!.values as Record<string, string>;
    expect(messages.sampleShippedNotice(supplier!, round!, product!)).toBe(text);
  });

  it('names nothing for a text the server does not write', () => {
    expect(keyOfMessage('Something else.')).toBeUndefined();
    expect(keyOfMessage('No Record Found. ')).toBeUndefined();
    // The number is not one: the template would not write it so.
    expect(keyOfMessage('Tech pack revision  released.')).toBeUndefined();
    expect(
      keyOfMessage('This fit session is already on the spec sheet (revision B).'),
    ).toBeUndefined();
  });
});
