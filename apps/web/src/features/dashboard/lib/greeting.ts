/** "Good morning" before noon, "Good afternoon" until six, "Good evening" after. */
export function greeting(now: Date, firstName: string | undefined): string {
  const hour = now.getHours();
  const part = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  return firstName ? `${part}, ${firstName}` : part;
}
