/**
 * The state of a trip, kept by the browser that started it in an httpOnly cookie sent only to its
 * callback: a callback URL opened in another browser (login CSRF) finds no matching cookie.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '@atelier/domain';
import type { Config } from '../../config.ts';

const TRIP_COOKIE_SECONDS = 600;

const nameOf = (provider: SocialProvider) => `atelier_${provider}_state`;

function attributes(config: Config, provider: SocialProvider, maxAge: number) {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `Path=/api/v1/auth/${provider}/callback; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export function setTripCookie(
  reply: FastifyReply,
  config: Config,
  provider: SocialProvider,
  state: string,
) {
  reply.header(
    'set-cookie',
    `${nameOf(provider)}=${state}; ${attributes(config, provider, TRIP_COOKIE_SECONDS)}`,
  );
}

export function clearTripCookie(reply: FastifyReply, config: Config, provider: SocialProvider) {
  reply.header('set-cookie', `${nameOf(provider)}=; ${attributes(config, provider, 0)}`);
}

export function tripStateOf(request: FastifyRequest, provider: SocialProvider) {
  const prefix = `${nameOf(provider)}=`;
  const pair = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return pair?.slice(prefix.length) || undefined;
}
