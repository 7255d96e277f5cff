/** One team and an actor of every kind of the policy matrices (modules/policy/matrix.ts). */
import { messages, PERMISSION_KEYS } from '@atelier/domain';
import type { PermissionKey, ShareLinkAccess } from '@atelier/domain';
import type { UserRow } from '../db/schema/index.ts';
import { HIDDEN, OK } from '../modules/policy/matrix.ts';
import type { ActorKind, Outcome } from '../modules/policy/matrix.ts';
import type { Actor } from '../modules/policy/policy.ts';
import { AppError } from '../platform/http/errors.ts';
import { addMember, addSupplierPerson, call, makeTeam, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export async function policyWorld(t: TestApp) {
  const owner = await makeUser(t, { planType: 'Teams' });
  const team = await makeTeam(t, owner);
  const stranger = await makeUser(t);
  await makeTeam(t, stranger);
  const blocked = await makeUser(t);
  await addMember(t, team._id, blocked.user.id, [...PERMISSION_KEYS], 'blocked');
  // Real products: a supplier's assignment points at them.
  const productOf = async (name: string) => {
    const made = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name },
    });
    return made.body.data._id as string;
  };
  const productId = await productOf('Matrix product');
  const otherProductId = await productOf('Another product');
  const supplier = await makeUser(t);
  await addSupplierPerson(t, team._id, supplier.user.id, [productId]);
  const otherSupplier = await makeUser(t);
  await addSupplierPerson(t, team._id, otherSupplier.user.id, [otherProductId]);
  const link = (access: ShareLinkAccess, product: string): Actor => ({
    shareLink: { productId: product, teamId: team._id, access },
  });

  /** A new member holding exactly `keys`. */
  async function newMember(keys: readonly PermissionKey[]) {
    const { user } = await makeUser(t);
    await addMember(t, team._id, user.id, [...keys]);
    return user;
  }

  const members = new Map<string, Promise<UserRow>>();
  /** A member holding exactly `keys`, one per key set (authorize never writes). */
  function member(keys: readonly PermissionKey[]): Promise<UserRow> {
    const name = PERMISSION_KEYS.filter((key) => keys.includes(key)).join();
    if (!members.has(name)) members.set(name, newMember(keys));
    return members.get(name)!;
  }

  /** The actor of `kind` for a row that names `keys`. */
  function actor(kind: ActorKind, keys: readonly PermissionKey[]): Promise<Actor> | Actor {
    switch (kind) {
      case 'owner':
        return owner.user;
      case 'memberWithKeys':
        return member(keys);
      case 'memberWithoutKeys':
        return member(PERMISSION_KEYS.filter((key) => !keys.includes(key)));
      case 'blockedMember':
        return blocked.user;
      case 'nonMember':
        return stranger.user;
      case 'shareLinkView':
        return link('view', productId);
      case 'shareLinkComment':
        return link('can-comment-and-view', productId);
      case 'shareLinkOtherProduct':
        return link('can-comment-and-view', otherProductId);
      case 'supplier':
        return supplier.user;
      case 'supplierOtherProduct':
        return otherSupplier.user;
    }
  }

  return { teamId: team._id, productId, newMember, member, actor };
}

/** What a call of authorize (or anything that throws its errors) came to, as a matrix cell. */
export async function outcomeOf(work: Promise<unknown>): Promise<Outcome> {
  try {
    await work;
    return OK;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.statusCode === 404 && error.message === messages.noRecord) return HIDDEN;
    if (error.statusCode === 403) return error.message;
    throw error;
  }
}
