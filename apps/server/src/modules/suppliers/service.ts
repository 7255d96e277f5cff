/**
 * Suppliers (issue 47 §1; docs/decisions.md, Suppliers). Whoever may invite members invites a
 * supplier company: it is named, and each address gets the team's own e-mailed invitation, which
 * joins its person to the supplier (`teams/invites-service.ts`). Whoever may share a product
 * assigns it to suppliers; their people then see it, and only it, through the policy.
 */
import { messages } from '@atelier/domain';
import type { TAssignSuppliersSchema, TInviteSupplierSchema } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { productAndStanding } from '../products/service.ts';
import { alreadyInvolved, sendInvitations } from '../teams/invites-service.ts';
import { presentSupplier, presentSupplierRef } from './presenter.ts';
import {
  findSupplierNamed,
  insertSupplier,
  listSuppliers,
  productSuppliersOf,
  replaceProductSuppliers,
  suppliersOfTeam,
} from './queries.ts';

export async function inviteSupplier(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: TInviteSupplierSchema,
) {
  return transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'canAddMember', { kind: 'team', teamId });
    const name = input.name.trim();
    if (await findSupplierNamed(tx, teamId, name)) throw conflict(messages.supplierNameTaken);
    const supplier = await insertSupplier(tx, { teamId, name, createdBy: user.id });
    if (!supplier) throw conflict(messages.supplierNameTaken);
    const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    const reasons = await alreadyInvolved(tx, teamId, emails);
    await sendInvitations(ctx, tx, {
      team: membership.team,
      inviter: user,
      supplierId: supplier.id,
      emails: emails.filter((email) => !reasons.has(email)),
    });
    return { _id: supplier.id };
  });
}

/** The team's suppliers, for its members (a supplier's person is outside the team: 404). */
export async function teamSuppliers(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  return (await listSuppliers(ctx.db, teamId)).map(presentSupplier);
}

/** The product's suppliers: all of them for the team, only their own for a supplier's person. */
export async function suppliersOfProduct(ctx: AppContext, user: UserRow, productId: string) {
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'open');
  const own = standing.kind === 'user' ? standing.membership?.supplier?.id : undefined;
  return (await productSuppliersOf(ctx.db, product.id, own)).map(presentSupplierRef);
}

export async function assignSuppliers(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TAssignSuppliersSchema,
) {
  return transaction(ctx, async (tx) => {
    const { product } = await productAndStanding(tx, user, productId, 'share');
    const ids = [...new Set(input.supplierIds)];
    const found = await suppliersOfTeam(tx, product.teamId, ids);
    if (found.length !== ids.length) throw fieldError('supplierIds', messages.supplierNotFound);
    await replaceProductSuppliers(tx, product, ids);
    return (await productSuppliersOf(tx, product.id)).map(presentSupplierRef);
  });
}
