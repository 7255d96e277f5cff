/**
 * The rules of sample requests (issue 47 §3). A request follows its product: the team's people who
 * may view the product read it, and whoever may edit the product asks for one, answers on the
 * supplier's behalf and receives it. A supplier's person reads and answers the requests of their
 * own supplier on its products, and nothing else: another supplier's request is 404, as is every
 * request of a product not assigned to theirs; asking and receiving are the team's.
 */
import { messages } from '@atelier/domain';
import type { SampleAction, SamplePolicies } from '@atelier/domain';
import { decideProduct } from './product.ts';
import type { ProductRef } from './product.ts';
import { ALLOWED, HIDDEN, membershipIn, refused } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface SampleRef {
  teamId: string;
  productId: string;
  supplierId: string;
}

/** What a member needs on the product for each action. */
const MEMBER_ACTIONS = { view: 'view', request: 'edit', answer: 'edit', receive: 'edit' } as const;
const SUPPLIER_ACTIONS: readonly SampleAction[] = ['view', 'answer'];

export function decideSample(
  standing: Standing,
  action: SampleAction,
  sample: SampleRef,
): Decision {
  if (standing.kind === 'shareLink') return HIDDEN;
  const product: ProductRef = { id: sample.productId, teamId: sample.teamId };
  const entry = membershipIn(standing.membership, sample.teamId, { suppliers: true });
  if ('decision' in entry) return entry.decision;
  const { supplier } = entry.membership;
  if (supplier) {
    if (!supplier.productIds.has(product.id) || supplier.id !== sample.supplierId) return HIDDEN;
    return SUPPLIER_ACTIONS.includes(action) ? ALLOWED : refused(messages.supplierCannot);
  }
  return decideProduct(standing, MEMBER_ACTIONS[action], product);
}

/** A request's `policies`, from the same rule. */
export function samplePolicies(standing: Standing, sample: SampleRef): SamplePolicies {
  return {
    answer: decideSample(standing, 'answer', sample).allowed,
    receive: decideSample(standing, 'receive', sample).allowed,
  };
}
