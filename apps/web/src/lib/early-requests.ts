/**
 * The reads every signed-in page makes as soon as it renders, started before the app has even
 * downloaded. On a slow phone the entry and the shell take seconds to arrive and run; only then
 * did these requests leave, so the dashboard waited one more round trip for its data. The shell
 * preload (build/shell-preload.ts), a tiny script index.html loads at once, starts them for a
 * stored session and leaves the pending responses under `window[EARLY_RESPONSES]`; the API client
 * takes each one, once, instead of fetching it again.
 *
 * The paths must match the app's requests exactly (query strings included): one that drifts is
 * only fetched twice, never wrong. This module must stay free of browser globals at load, since
 * the build imports it too.
 */
import { authEndpoints, billingEndpoints, endpointPath, settingsEndpoints } from '@atelier/domain';

export const EARLY_GETS = [
  endpointPath(authEndpoints.profile),
  '/team/getUserTeamList?sortBy=createdAt&orderBy=createdAt',
  endpointPath(settingsEndpoints.general),
  endpointPath(billingEndpoints.payment),
  '/notifications/userNotifications?page=1&limit=10',
] as const;

/** The global the shell preload fills. */
export const EARLY_RESPONSES = '__atelierEarlyResponses';

/** How long an early response may wait for the app: later, it could be stale. */
export const EARLY_RESPONSE_TTL_MS = 15_000;

export interface EarlyResponses {
  /** The token the requests carried. */
  token: string;
  /** When they were started (Date.now()). */
  startedAt: number;
  /** Each path's response, or null when the request failed. */
  responses: Record<string, Promise<Response | null>>;
}

declare global {
  interface Window {
    [EARLY_RESPONSES]?: EarlyResponses;
  }
}

/**
 * The early response for `path`, if the shell preload started one with this token within the
 * last EARLY_RESPONSE_TTL_MS and nobody took it yet. Null means "fetch it yourself".
 */
export function takeEarlyResponse(
  path: string,
  token: string | null,
): Promise<Response | null> | null {
  const early = window[EARLY_RESPONSES];
  const response = early?.responses[path];
  if (!early || !response) return null;
  delete early.responses[path];
  if (early.token !== token || Date.now() - early.startedAt > EARLY_RESPONSE_TTL_MS) return null;
  return response;
}
