/**
 * The product something else of a team points at (a reminder, a task): it must be one of the
 * team's that the user may view; anything else is the field error 'productId', so the answer
 * never tells a product the user may not see from one that does not exist.
 */
import { messages } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { authorize, type Actor } from './policy.ts';
import { findProductRef } from './queries.ts';

export async function authorizeLinkedProduct(
  executor: Executor,
  user: Actor,
  teamId: string,
  productId: string | null | undefined,
) {
  if (!productId) return;
  const product = await findProductRef(executor, productId);
  if (!product || product.teamId !== teamId) throw fieldError('productId', messages.productOfTeam);
  await authorize(executor, user, 'view', { kind: 'product', ...product }).catch(() => {
    throw fieldError('productId', messages.productOfTeam);
  });
}
