/**
 * Personal API tokens (issue 49 §1): a person makes a token in their settings for a script or
 * another system, naming the teams it may reach, whether it only reads or also writes, and when
 * it ends. The secret (`atl_…`) is shown once; it does no more than its person may.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';

/** Every token starts with this, so secret scanners (and people) recognise one. */
export const API_TOKEN_PREFIX = 'atl_';
export const API_TOKEN_NAME_MAX = 80;
/** The lifetimes a token may be given, in days. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
/** Tokens one person may hold at once (revoked and expired ones not counted). */
export const API_TOKENS_MAX = 50;
/** Teams one token may name. */
export const API_TOKEN_TEAMS_MAX = 50;

export const ZCreateApiTokenSchema = z.object({
  name: zRequiredText(
    API_TOKEN_NAME_MAX,
    messages.apiTokenNameRequired,
    messages.apiTokenNameTooLong,
  ),
  teamIds: z
    .array(zRecordId(messages.apiTokenTeamsRequired), { error: messages.apiTokenTeamsRequired })
    .min(1, messages.apiTokenTeamsRequired)
    .max(API_TOKEN_TEAMS_MAX, messages.apiTokenTooManyTeams)
    .transform((ids) => [...new Set(ids)]),
  scope: z.enum(API_TOKEN_SCOPES, { error: messages.apiTokenScopeInvalid }),
  expiresInDays: z.literal(API_TOKEN_LIFETIMES, { error: messages.apiTokenLifetimeInvalid }),
});
export type TCreateApiTokenSchema = z.input<typeof ZCreateApiTokenSchema>;

export const ZApiTokenParams = z.object({ id: zRecordId() });

/** A token as its person's list shows it: never its secret. */
export const ZApiToken = z.object({
  _id: z.string(),
  name: z.string(),
  /** `atl_…` and the secret's last four characters, to tell tokens apart. */
  hint: z.string(),
  teams: z.array(z.object({ _id: z.string(), name: z.string() })),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** `active`, or why it no longer works. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof ZApiToken>;

/** What making a token answers: its id and, this once, the secret itself. */
export const ZCreatedApiToken = z.object({ _id: z.string(), token: z.string() });
