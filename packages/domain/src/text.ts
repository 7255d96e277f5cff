/**
 * Text a person types into a form, read the same way by every schema: outer blank space trimmed,
 * then its length checked, each refusal in the schema's own words.
 */
import { z } from 'zod';

/** Text that must be written (a title, a name, a message); a blank one is only 'required'. */
export function zRequiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, tooLong);
}

/** Text that may be left empty (a note, a description); anything wrong with it says `tooLong`. */
export function zOptionalText(max: number, tooLong: string) {
  return z.string({ error: tooLong }).trim().max(max, tooLong);
}
