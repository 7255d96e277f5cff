import { translateEnglish, type Translate } from '../../../lib/i18n';

/** "Good morning" before noon, "Good afternoon" until six, "Good evening" after. */
export function greeting(
  now: Date,
  firstName: string | undefined,
  t: Translate = translateEnglish,
): string {
  const hour = now.getHours();
  const part = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return firstName
    ? t(`dashboard.greeting.${part}Name`, { name: firstName })
    : t(`dashboard.greeting.${part}`);
}
