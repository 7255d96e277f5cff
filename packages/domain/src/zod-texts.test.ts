import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZTimelineQuery } from './timeline.ts';
import './zod-texts.ts';

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe("zod's rules in Atelier's words (issue 43 §3.16)", () => {
  it('words a bound, a type and a choice a schema states without a text of its own', () => {
    expect(messageOf(z.coerce.number().max(100), '1000')).toBe(
      'Enter a number no greater than 100.',
    );
    expect(messageOf(z.coerce.number().min(1), '-1')).toBe('Enter a number no less than 1.');
    expect(messageOf(z.coerce.number().int(), '1.5')).toBe('Enter a whole number.');
    expect(messageOf(z.coerce.number(), 'abc')).toBe('Enter a number.');
    expect(messageOf(z.string().max(5), 'abcdefgh')).toBe('Use at most 5 characters.');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required.');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required.');
    expect(messageOf(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Choose at most 2.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Please choose one of: a, b.');
    expect(messageOf(z.uuid(), 'nope')).toBe('No Record Found.');
    expect(messageOf(z.object({ page: z.coerce.number().min(1) }), { page: '0' })).toBe(
      'Page must be a positive number.',
    );
  });

  it('leaves a text a schema gives its own', () => {
    expect(messageOf(z.string().max(1, 'Too long, ours.'), 'ab')).toBe('Too long, ours.');
    expect(messageOf(ZTimelineQuery, { limit: '1000' })).toBe('Show between 1 and 100 entries.');
  });
});
