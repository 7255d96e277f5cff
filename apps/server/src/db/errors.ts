/** Recognises database errors by their SQLSTATE (or socket code), whichever driver raised them. */

const UNIQUE_VIOLATION = '23505';

/** The server is going away or not back yet: admin or crash shutdown, starting up. */
const SERVER_UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);
/** No server at the address, or the connection to it broke. */
const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only: a connection that ended, timed out or broke earlier. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** The error and what caused it (drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function sqlState(error: unknown): string | undefined {
  for (const { code } of chain(error)) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the write (two requests raced for the same name). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

/**
 * Why the database cannot be reached right now (restarting, down, connection lost), in the
 * driver's words; undefined for any other error (a query it refused, a bug). Such a request may
 * well succeed in a moment.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  for (const { code, message } of chain(error)) {
    const lost =
      (typeof code === 'string' &&
        (code.startsWith('08') || SERVER_UNAVAILABLE.has(code) || NETWORK_FAILURES.has(code))) ||
      (typeof message === 'string' && LOST_CONNECTION.test(message));
    if (lost) return String(message || code);
  }
  return undefined;
}
