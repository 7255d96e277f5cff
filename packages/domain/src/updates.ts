/**
 * What the updates of a team's items (`PUT …/{id}` of a task, a reminder, an event, an
 * announcement) share: any of the item's fields may be sent, but at least one.
 */
import { messages } from './messages.ts';

/** Whether an update sets any field at all (an unsent field is undefined). */
export function hasChanges(fields: object): boolean {
  return Object.values(fields).some((value) => value !== undefined);
}

/**
 * The refusal of an update that changes nothing, shown on the title; a new object each time, as
 * zod rewrites the options it is handed (`message` becomes `error`).
 */
export function nothingToChange() {
  return { message: messages.nothingToChange, path: ['title'] };
}
