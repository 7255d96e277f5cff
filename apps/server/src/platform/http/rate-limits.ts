/** Per-route limits for the sign-in, code and reset routes (DESIGN §6), and a few others. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

function byIpAndEmail(request: FastifyRequest) {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

/** Routes behind the authenticate guard (run on onRequest) count per user. */
function bySignedInUser(request: FastifyRequest) {
  return request.principal?.user.id ?? request.ip;
}

const perMinute = (max: number, keyGenerator?: (request: FastifyRequest) => string) => ({
  rateLimit: { max, timeWindow: 60_000, ...(keyGenerator ? { keyGenerator } : {}) },
});

export const limits = {
  login: perMinute(10, byIpAndEmail),
  otp: perMinute(10, byIpAndEmail),
  resend: perMinute(5, byIpAndEmail),
  reset: perMinute(5, byIpAndEmail),
  register: perMinute(60),
  createPassword: perMinute(10),
  /** Trips to a sign-in provider and back, and their one-time codes, per client address. */
  socialTrip: perMinute(30),
  requestJoin: perMinute(10, bySignedInUser),
  /** Each message to support e-mails a person: ten an hour is plenty for a real problem. */
  support: { rateLimit: { max: 10, timeWindow: 3_600_000, keyGenerator: bySignedInUser } },
  /** 'Contact sales' e-mails the sales team, per client address: a few an hour is plenty. */
  salesEnquiry: { rateLimit: { max: 5, timeWindow: 3_600_000 } },
  /** A share link's visitors, per client address: links travel, so one may be abused. */
  visitorComment: perMinute(30),
  visitorRead: perMinute(300),
  /**
   * A live line sheet's pages, per client address: a whole sheet of 1,000 products is 20 pages,
   * so a buyer reads it six times a minute; a flood from a few addresses costs a core little.
   */
  lineSheetRead: perMinute(120),
  /** Line sheet files one person asks for: each is a job that may run for minutes. */
  lineSheet: perMinute(10, bySignedInUser),
  /** Files a person exports (a product's timeline): each reads and writes up to 50,000 rows. */
  export: perMinute(10, bySignedInUser),
  /** Spec sheet files read for an import (a preview or an apply): a person's pace. */
  specImport: perMinute(60, bySignedInUser),
  /** A calendar feed, per client address: calendar apps poll it, nobody needs it faster. */
  calendarFeed: perMinute(60),
  /** Messages one person posts: a lively conversation, never a flood into everyone's channel. */
  message: perMinute(120, bySignedInUser),
  /** Each checkout or portal visit asks Stripe for a session: a few a minute is plenty. */
  checkout: perMinute(20, bySignedInUser),
  /** The palette searches as its user types: five a second for a minute, never a crawl. */
  search: perMinute(300, bySignedInUser),
  // A designmate answer reads images and the team's data: a person's pace, not a script's.
  designmate: perMinute(30, bySignedInUser),
  // A translation asks the AI provider, as designmate does: a reader's pace.
  translation: perMinute(30, bySignedInUser),
  /** Tokens one person makes: a handful for their scripts, never a flood of secrets. */
  apiTokens: perMinute(10, bySignedInUser),
};

/** Failed sign-ins one client address may make per minute, whatever addresses it tries. */
export const LOGIN_FAILURES_PER_IP = 10;

/**
 * A limit on failures only, per client address: password spraying tries one password on many
 * addresses, which the per-address limit never sees, while a studio behind one address signing
 * in successfully is never slowed down.
 */
export function failureLimit(app: FastifyInstance, name: string, max: number) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}-failures|${request.ip}`,
  });
  return {
    /** 429 once the address has used up its failures. */
    async guard(request: FastifyRequest) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0) throw tooManyRequests();
    },
    async count(request: FastifyRequest) {
      await limiter(request);
    },
  };
}
