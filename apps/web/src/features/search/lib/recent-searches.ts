/**
 * The last searches a person ran on this device, newest first, kept per user in localStorage so
 * a shared computer does not show one designer's searches to the next.
 */
const MOST = 5;
const keyOf = (userId: string) => `recentSearches:${userId}`;

export function recentSearches(userId: string | undefined): string[] {
  if (!userId) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberSearch(userId: string | undefined, text: string): void {
  if (!userId) return;
  const kept = recentSearches(userId).filter((item) => item !== text);
  localStorage.setItem(keyOf(userId), JSON.stringify([text, ...kept].slice(0, MOST)));
}
