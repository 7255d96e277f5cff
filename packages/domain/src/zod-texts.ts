/**
 * Atelier's words for a rule a schema states without a text of its own (issue 43 §3.16): a query
 * string's `.max(100)`, a body's `.int()`. Without them zod answers in its own English ("Too big:
 * expected number to be <=100"), which reached users as a 400's message. A schema's own text
 * always wins; this is the fallback every schema of the app gets, server and web alike, because it
 * is set once on zod's global configuration when the domain package loads.
 */
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { messages } from './messages.ts';

type Issue = $ZodRawIssue;

const number = (value: unknown) =>
  typeof value === 'bigint' || typeof value === 'number'
    ? Number(value).toLocaleString('en-US')
    : String(value);

export function atelierText(issue: Issue): string {
  // A list's page reads the same everywhere.
  if (issue.path?.at(-1) === 'page') return messages.pageInvalid;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return messages.fieldRequired;
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return messages.wholeNumberRequired;
      }
      if (issue.expected === 'number' || issue.expected === 'int') return messages.numberRequired;
      return messages.requestInvalid;
    case 'too_big': {
      const maximum = number(issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return messages.numberAtMost(maximum);
      }
      if (issue.origin === 'string') return messages.textAtMost(maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return messages.listAtMost(maximum);
      return messages.requestInvalid;
    }
    case 'too_small': {
      const minimum = number(issue.minimum);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return messages.numberAtLeast(minimum);
      }
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? messages.fieldRequired : messages.textAtLeast(minimum);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return messages.listAtLeast(minimum);
      return messages.requestInvalid;
    }
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 12
        ? messages.chooseOneOf(issue.values.map(String).join(', '))
        : messages.requestInvalid;
    case 'invalid_format':
      return issue.format === 'uuid' ? messages.noRecord : messages.requestInvalid;
    case 'not_multiple_of':
      return issue.divisor === 1 ? messages.wholeNumberRequired : messages.requestInvalid;
    default:
      return messages.requestInvalid;
  }
}

z.config({ customError: atelierText });
