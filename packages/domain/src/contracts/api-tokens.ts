/**
 * Personal API tokens (issue 49 §1): made, listed and revoked by their person in a signed-in
 * session only (a token never reaches these routes).
 */
import { z } from 'zod';
import {
  ZApiToken,
  ZApiTokenParams,
  ZCreateApiTokenSchema,
  ZCreatedApiToken,
} from '../api-tokens.ts';
import { endpoint } from './endpoint.ts';

const tag = 'token';

export const apiTokenEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/auth/tokens',
    summary: 'Make an API token',
    description:
      'The signed-in person, in a session (not with a token). Makes a token for the teams named (each one they own or are an active member of; 400 otherwise), reading (`read`: GET only) or reading and writing (`write`), ending after 30, 90 or 365 days. `data.token` (`atl_…`) is shown this once: only its hash is kept. Sent as `Authorization: Bearer atl_…`, it does what its person may in those teams and no more, and never reaches the account’s own routes (sign-in, password, profile, tokens, billing). At most 50 working tokens a person.',
    refuses: [403],
    tag,
    body: ZCreateApiTokenSchema,
    data: ZCreatedApiToken,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/auth/tokens',
    summary: 'List my API tokens',
    description:
      'The signed-in person, in a session: their tokens, newest first, with the teams each reaches, its scope, when it ends and when it was last used; revoked and expired ones stay listed 30 days. Never the secret.',
    refuses: [403],
    tag,
    data: z.array(ZApiToken),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/auth/tokens/:id',
    summary: 'Revoke an API token',
    description:
      'The token’s person, in a session. From now on a request with it is 401 `invalid token`. Another person’s token is 404.',
    refuses: [403, 404],
    tag,
    params: ZApiTokenParams,
    data: ZApiToken,
  }),
};
