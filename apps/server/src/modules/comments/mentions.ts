/**
 * @mentions in comments (issue 12). A comment keeps the mentions of people who may read the
 * product's comments — the policy decides — and drops anyone else without a word, so a mention
 * reveals nothing about who exists. Each newly mentioned person hears of it (productComment,
 * on the bell and by e-mail per their settings, as every notice).
 */
import { messages, displayName } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { notice, notify } from '../notifications/service.ts';
import { usersAllowed } from '../policy/audience.ts';
import { authorize } from '../policy/policy.ts';
import type { Actor } from '../policy/policy.ts';
import type { ProductRef } from '../policy/product.ts';
import { presentMentionable } from './presenter.ts';
import { findPeople, findProduct, findUserName } from './queries.ts';

/**
 * Whom a comment on the product may mention: the team's people who may read its comments, for
 * whoever may read them (a member who reads them sees the team's members anyway).
 */
export async function listMentionable(ctx: AppContext, user: UserRow, productId: string) {
  const product = await findProduct(ctx.db, productId);
  if (!product) throw notFound();
  await authorize(ctx.db, user, 'viewComments', { kind: 'product', ...product });
  const ids = await usersAllowed(ctx.db, 'viewComments', product);
  const people = ids.length > 0 ? await findPeople(ctx.db, ids) : [];
  return Promise.all(people.map((person) => presentMentionable(ctx.storage, person)));
}

/** The mentions a comment by `actor` keeps: none from a share-link visitor, who knows no one. */
export async function keepMentions(
  executor: Executor,
  actor: Actor,
  product: ProductRef,
  ids: readonly string[] | undefined,
): Promise<string[]> {
  if (!ids?.length || !('id' in actor)) return [];
  return usersAllowed(executor, 'viewComments', product, ids);
}

/**
 * Tells the people `ids` mentions who were not mentioned `before` (an edit's earlier mentions
 * heard of it already), never the author; answers who was told.
 */
export async function notifyMentions(
  executor: Executor,
  actor: Actor,
  comment: { id: string; productId: string; fileId: string | null },
  ids: readonly string[],
  before: readonly string[] = [],
): Promise<string[]> {
  if (!('id' in actor)) return [];
  const told = new Set([...before, actor.id]);
  const userIds = ids.filter((id) => !told.has(id));
  if (userIds.length === 0) return [];
  const product = await findProduct(executor, comment.productId);
  const author = await findUserName(executor, actor.id);
  if (!product || !author) return [];
  await notify(executor, {
    userIds,
    key: 'productComment',
    message: `${displayName(author)} ${messages.mentionNotice} ${product.name}.`,
    teamId: product.teamId,
    productId: product.id,
    imgId: comment.fileId,
    actorId: actor.id,
    payload: {
      productId: product.id,
      productName: product.name,
      commentId: comment.id,
      mentioned: true,
      notice: notice('productMentioned', { actor: displayName(author), product: product.name }),
    },
  });
  return userIds;
}
