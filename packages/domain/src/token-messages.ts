/**
 * The two answers on which the web client signs out (DESIGN §3), on their own so the first load
 * reads them without the whole of `messages.ts` (issue 47: the first-load budget).
 */
export const TOKEN_MESSAGES = {
  invalidToken: 'invalid token',
  jwtExpired: 'jwt expired',
} as const;
