/** A person's name as every page, e-mail and notice writes it: first and last, without gaps. */
export const displayName = (person: { firstName: string; lastName?: string | null | undefined }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
