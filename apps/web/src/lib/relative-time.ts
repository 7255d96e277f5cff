import { translateEnglish, type Translate } from './i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now', '2 min ago', '3 hours ago', 'yesterday', '4 days ago' in the language of `t`
 * (`useT()`, English when not given), then the date as the user's general settings write it
 * (`formatDate` of `useFormat()`).
 */
export function relativeTime(
  iso: string,
  now: number,
  formatDate: (time: number) => string,
  t: Translate = translateEnglish,
) {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < 45_000) return t('time.justNow');
  if (elapsed < HOUR) {
    return t('time.minutesAgo', { count: Math.max(1, Math.floor(elapsed / MINUTE)) });
  }
  if (elapsed < DAY) return t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return t('time.yesterday');
  if (days < 7) return t('time.daysAgo', { count: days });
  return formatDate(time);
}
