/** Per-route limits for the sign-in, code and reset routes (DESIGN §6). */
import type { FastifyRequest } from 'fastify';

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
  requestJoin: perMinute(10, bySignedInUser),
};
