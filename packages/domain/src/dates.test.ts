import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index.ts';
import { isWithinDateBounds } from './dates.ts';

const DAY_MS = 86_400_000;
const tomorrow = new Date(Date.now() + DAY_MS);
/** Well-formed moments inside the bounds: one of them fits every date field. */
const VALID = [tomorrow.toISOString(), tomorrow.toISOString().slice(0, 10)];
/** Well-formed moments outside 1900–2200, as an attacker would send them. */
const OUT_OF_BOUNDS = [
  '0001-01-01T00:00:00Z',
  '0001-06-01T00:00:00.000+00:00',
  '0001-01-01',
  '1899-12-31T23:59:59Z',
  '1899-12-31',
  '2201-01-01T00:00:00Z',
  '2201-01-01',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31',
];

/** Every field of every object schema the domain exports that takes a date or an instant. */
function dateFields() {
  const found: { name: string; field: z.ZodType }[] = [];
  for (const [exported, value] of Object.entries(domain)) {
    if (!(value instanceof z.ZodObject)) continue;
    for (const [key, field] of Object.entries(value.shape as Record<string, z.ZodType>)) {
      const takesDates = VALID.some((sample) => field.safeParse(sample).success);
      const takesAnyText = field.safeParse('not a date').success;
      if (takesDates && !takesAnyText) found.push({ name: `${exported}.${key}`, field });
    }
  }
  return found;
}

describe('dates a client sends', () => {
  const fields = dateFields();

  it('are found in every contract that takes one', () => {
    const names = fields.map((field) => field.name);
    for (const name of [
      'ZCalendarQuery.from',
      'ZCalendarQuery.to',
      'ZCreateProductSchema.deadline',
      'ZProductListQuery.deadlineFrom',
      'ZCreateReminderSchema.dueAt',
      'ZCreateTaskSchema.dueAt',
      'ZMessageListQuery.before',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(OUT_OF_BOUNDS)('refuse %s in every date field, with the field’s own text', (value) => {
    for (const { name, field } of fields) {
      const result = field.safeParse(value);
      expect(result.success, `${name} took ${value}`).toBe(false);
      expect(result.error?.issues[0]?.message, name).toMatch(/\S/);
    }
  });

  it('take the first and last moments of the span', () => {
    expect(isWithinDateBounds('1900-01-01T00:00:00Z')).toBe(true);
    expect(isWithinDateBounds('1900-01-01')).toBe(true);
    expect(isWithinDateBounds('2200-12-31T23:59:59.999Z')).toBe(true);
    expect(isWithinDateBounds('2201-01-01T00:00:00Z')).toBe(false);
  });
});
