/** A 'YYYY-MM-DD' deadline as local midnight, so no time zone moves it to the day before. */
export function deadlineDate(deadline: string): Date {
  return new Date(`${deadline}T00:00:00`);
}
