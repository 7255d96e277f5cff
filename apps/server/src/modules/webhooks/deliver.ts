/**
 * One attempt of a delivery over the network (issue 49 §2). The host is resolved, every address
 * it gives is checked (address-guard.ts), and the connection goes to a checked address: the
 * socket's own lookup is the check, so a name that answers differently between the check and the
 * connection (DNS rebinding) cannot reach a refused address. Redirects are never followed (a 3xx
 * is a failed attempt), the whole attempt is capped in time, and at most MAX_BODY_BYTES of the
 * answer are read.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { HostResolver } from '../../platform/net/resolve-host.ts';
import { checkHost, isAllowedAddress, isLoopbackOnly } from './address-guard.ts';

export const ATTEMPT_TIMEOUT_MS = 10_000;
export const MAX_BODY_BYTES = 64 * 1024;

export interface AttemptOptions {
  resolve: HostResolver;
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

export interface AttemptResult {
  /** The receiver's status; null when none came. */
  status: number | null;
  /** Why it failed, when it did. */
  error: string | null;
  durationMs: number;
  ok: boolean;
}

class Refused extends Error {}

const REFUSED_TEXT = 'refused: the host is or resolves to an address webhooks are not sent to';

/**
 * The socket's lookup: resolves with the app's resolver, refuses the host when any address is
 * refused (or, for plain http, is not loopback), and hands the socket only checked addresses.
 */
function guardedLookup(options: AttemptOptions, plainHttp: boolean): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    checkHost(hostname, options.resolve, options.allowLoopback).then(
      (checked) => {
        if (!checked.ok) {
          callback(new Refused(checked.reason === 'refused' ? REFUSED_TEXT : 'host not found'), '');
          return;
        }
        if (plainHttp && !isLoopbackOnly(checked.addresses)) {
          callback(new Refused('refused: plain http is sent to loopback only'), '');
          return;
        }
        const asked = lookupOptions.family;
        const family = asked === 'IPv6' ? 6 : asked === 'IPv4' ? 4 : asked;
        const usable = checked.addresses.filter((entry) => !family || entry.family === family);
        if (usable.length === 0) {
          callback(new Refused('host not found'), '');
          return;
        }
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, ''),
    );
  };
}

/** Checks a URL as a delivery would be let through, without sending (for the create/update 400). */
export function urlProblem(url: URL, allowLoopback: boolean): 'notHttps' | null {
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLoopback) return null;
  return 'notHttps';
}

/** POSTs the body to the URL once; never throws. */
export async function attempt(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: AttemptOptions,
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
    ok: error === null && status !== null && status >= 200 && status < 300,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done(null, 'invalid URL');
  }
  const plainHttp = url.protocol === 'http:';
  if (urlProblem(url, options.allowLoopback)) return done(null, 'refused: https only');
  // An address written in the URL is not looked up by the socket: check it here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) !== 0) {
    if (!isAllowedAddress(literal, options.allowLoopback)) return done(null, REFUSED_TEXT);
    if (plainHttp && !isLoopbackOnly([{ address: literal, family: isIP(literal) as 4 | 6 }]))
      return done(null, 'refused: plain http is sent to loopback only');
  }
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      resolve(done(status, error));
    };
    const request = (plainHttp ? http : https).request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Atelier-Webhooks/1',
      },
      // A fresh connection each time, made through the checked lookup.
      agent: false,
      lookup: guardedLookup(options, plainHttp),
      signal,
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? null;
      const redirected = status !== null && status >= 300 && status < 400;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // Enough is read: the status decides, the rest of the answer is not waited for.
        if (read >= maxBodyBytes) {
          finish(
            status,
            redirected ? `redirect to ${response.headers.location ?? '?'} not followed` : null,
          );
          response.destroy();
        }
      });
      response.on('end', () =>
        finish(
          status,
          redirected ? `redirect to ${response.headers.location ?? '?'} not followed` : null,
        ),
      );
      response.on('error', () => finish(status, signal.aborted ? 'timed out' : 'answer cut short'));
    });
    request.on('error', (err) => {
      if (signal.aborted) finish(null, `timed out after ${timeoutMs} ms`);
      else if (err instanceof Refused) finish(null, err.message);
      else finish(null, (err as NodeJS.ErrnoException).code ?? err.message);
    });
    request.end(body);
  });
}
