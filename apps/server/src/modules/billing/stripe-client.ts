/**
 * The one place the server talks to Stripe: the official package, pointed at STRIPE_API_BASE when
 * it is set (tests and journeys run a local fake). A Stripe that cannot be reached is a 503 the
 * person may retry, never a 500.
 */
import Stripe from 'stripe';
import { messages } from '@atelier/domain';
import type { StripeConfig } from '../../config.ts';
import { AppError } from '../../platform/http/errors.ts';

const clients = new WeakMap<StripeConfig, Stripe>();

function hostOptions(apiBase: string | undefined) {
  if (!apiBase) return {};
  const base = new URL(apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return {
    host: base.hostname,
    port: Number(base.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  } as const;
}

export function stripeFor(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.secretKey, {
      ...hostOptions(config.apiBase),
      maxNetworkRetries: 2,
      timeout: 10_000,
    });
    clients.set(config, client);
  }
  return client;
}

/** Runs a Stripe call; an unreachable or failing Stripe becomes 503 with a text to retry. */
export async function callStripe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      throw new AppError(503, messages.billingUnreachable);
    }
    throw err;
  }
}
