/** What the sign-in flow needs from a provider, whichever protocol it speaks. */
export interface ProviderProfile {
  /** The provider's stable id for the person (OpenID `sub`, Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns the address. */
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** The secrets one trip carries out and must come back with. */
export interface TripChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface ProviderClient {
  authorizationUrl(checks: TripChecks): Promise<URL>;
  /** Redeems the callback's code; rejects on any provider error or failed check. */
  profile(callbackQuery: URLSearchParams, checks: TripChecks): Promise<ProviderProfile>;
}

/** A provider answer that is not what the protocol promises. */
export class ProviderError extends Error {}

export const PROVIDER_TIMEOUT_MS = 10_000;
