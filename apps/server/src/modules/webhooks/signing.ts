/**
 * Standard Webhooks signing (issue 49 §2): secrets are `whsec_` and base64; each delivery carries
 * `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature` (`v1,` and the base64
 * HMAC-SHA256 of `id.timestamp.body` under the decoded secret), signed by the `standardwebhooks`
 * package receivers verify with.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Random bytes in a secret Atelier makes (the spec asks for 24 to 64). */
const SECRET_BYTES = 32;

export const newSecret = () => `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;

/** The headers of one attempt of a delivery, signed now (the receiver checks the time). */
export function signedHeaders(
  secret: string,
  id: string,
  body: string,
  at: Date = new Date(),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}
