import type { ShareLinkAccess } from '@atelier/domain';

/** What each grant is called in the app (the API keeps SPEC's values). */
export const ACCESS_OPTIONS: { value: ShareLinkAccess; label: string; description: string }[] = [
  { value: 'view', label: 'Can view', description: 'Sees the design, its files and comments.' },
  {
    value: 'can-comment-and-view',
    label: 'Can comment and view',
    description: 'Also comments and pins notes on the images, under their name.',
  },
];

export const accessLabel = (access: ShareLinkAccess) =>
  ACCESS_OPTIONS.find((option) => option.value === access)?.label ?? access;

/** How long a link works: the choices offered, in days (null: until revoked). */
export const EXPIRY_OPTIONS = [
  { value: 'never', label: 'Until I revoke it', days: null },
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '7 days', days: 7 },
  { value: '30', label: '30 days', days: 30 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_OPTIONS)[number]['value'];

/** The moment a choice ends, as the API takes it (null: no end). */
export function expiresAtOf(choice: ExpiryChoice, now = Date.now()): string | null {
  const days = EXPIRY_OPTIONS.find((option) => option.value === choice)?.days ?? null;
  return days === null ? null : new Date(now + days * 86_400_000).toISOString();
}

export const isExpired = (expiresAt: string | null, now = Date.now()) =>
  expiresAt !== null && Date.parse(expiresAt) <= now;
