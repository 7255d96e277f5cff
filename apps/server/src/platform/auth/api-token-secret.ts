/**
 * The shape of an API token's secret (issue 49 §1): `atl_`, 40 base62 characters of randomness
 * (238 bits) and 6 of a CRC-32 of them, as GitHub's tokens are made. The prefix lets secret
 * scanners recognise one; the checksum lets them, and us, tell a real token from a typo without
 * reading the database. Only the SHA-256 of the whole token is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_TOKEN_PREFIX } from '@atelier/domain';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_LENGTH = 40;
const CHECK_LENGTH = 6;

function base62(value: bigint, length: number): string {
  let text = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    text = ALPHABET[Number(rest % 62n)]! + text;
    rest /= 62n;
  }
  return text;
}

const checksumOf = (random: string) => base62(BigInt(crc32(random)), CHECK_LENGTH);

export function newApiTokenSecret(): string {
  const random = base62(BigInt(`0x${randomBytes(32).toString('hex')}`), RANDOM_LENGTH);
  return `${API_TOKEN_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether the text is shaped as a token and its checksum holds. */
export function isApiTokenSecret(text: string): boolean {
  if (!text.startsWith(API_TOKEN_PREFIX)) return false;
  const body = text.slice(API_TOKEN_PREFIX.length);
  if (body.length !== RANDOM_LENGTH + CHECK_LENGTH || !/^[0-9A-Za-z]+$/.test(body)) return false;
  const random = body.slice(0, RANDOM_LENGTH);
  return checksumOf(random) === body.slice(RANDOM_LENGTH);
}

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');
