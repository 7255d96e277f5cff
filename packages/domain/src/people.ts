import { z } from 'zod';

/** A person's name as every page, e-mail and notice writes it: first and last, without gaps. */
export const displayName = (person: { firstName: string; lastName?: string | null | undefined }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** Who saved or made something, as answers name them: an id and a display name. */
export const ZPersonRef = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof ZPersonRef>;
