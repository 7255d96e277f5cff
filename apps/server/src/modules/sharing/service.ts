/**
 * Sharing a product outside its team (issue 12). The owner, or a member holding canShareProduct,
 * makes a link granting `view` or `can-comment-and-view`, optionally until a date, or e-mails one
 * link to each of some addresses; each is listed on the product and revoked by deleting it. A
 * visitor's token is checked here on every request and becomes the policy's share-link actor.
 */
import { messages, SHARED_HEADER_AVATARS, displayName } from '@atelier/domain';
import type {
  SharedProduct,
  ShareLinkAccess,
  TShareProductSchema,
  TShareWithEmailSchema,
  TVisitorCommentSchema,
  TVisitorImageCommentSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { productSharedMail } from './mail.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { urlOf } from '../../platform/storage/storage.ts';
import { transaction } from '../../platform/transaction.ts';
import { addComment, listFor as listComments } from '../comments/service.ts';
import { notice, notify } from '../notifications/service.ts';
import { chargeStrangerMails } from '../stranger-mails/service.ts';
import { onTimeline } from '../timeline/service.ts';
import type { ShareLinkGrant } from '../policy/standing.ts';
import { listFiles } from '../products/files-service.ts';
import { productFor, sharedProduct } from '../products/service.ts';
import { presentLink } from './presenter.ts';
import {
  deleteLink,
  findLink,
  insertLinks,
  linkWithCreator,
  listLinks as linksOf,
  teamFaces,
} from './queries.ts';
import { linkIdOf } from './tokens.ts';

/** The product, once the policy lets the user share it. */
const shareable = (executor: Executor, user: UserRow, productId: string) =>
  productFor(executor, user, productId, 'share');

const expiryOf = (input: { expiresAt?: string | null | undefined }) =>
  input.expiresAt ? new Date(input.expiresAt) : null;

/** The product's creator hears that someone else shared it (shareProduct, SPEC §3). */
async function tellCreator(
  tx: Executor,
  user: UserRow,
  product: { id: string; teamId: string; name: string; createdBy: string | null },
) {
  if (!product.createdBy || product.createdBy === user.id) return;
  await notify(tx, {
    userIds: [product.createdBy],
    key: 'shareProduct',
    message: `${displayName(user)} ${messages.productSharedNotice} ${product.name}.`,
    teamId: product.teamId,
    productId: product.id,
    actorId: user.id,
    payload: {
      productId: product.id,
      productName: product.name,
      notice: notice('productShared', { actor: displayName(user), product: product.name }),
    },
  });
}

async function present(ctx: AppContext, executor: Executor, id: string) {
  const row = await linkWithCreator(executor, id);
  if (!row) throw notFound();
  return presentLink(ctx.config.publicUrl, ctx.secrets, row);
}

/** A link's access as the timeline says it. */
const accessOf = (access: ShareLinkAccess) =>
  access === 'can-comment-and-view' ? 'can view and comment' : 'view only';

/** `POST product/shareProduct`: one link, answered with its address and token. */
export async function createLink(ctx: AppContext, user: UserRow, input: TShareProductSchema) {
  return transaction(ctx, async (tx) => {
    const product = await shareable(tx, user, input.productId);
    const [row] = await insertLinks(tx, [
      {
        productId: product.id,
        teamId: product.teamId,
        access: input.action,
        createdBy: user.id,
        expiresAt: expiryOf(input),
      },
    ]);
    await tellCreator(tx, user, product);
    await onTimeline(tx, {
      productId: product.id,
      kind: 'share',
      action: 'made a share link',
      actor: { userId: user.id },
      subject: accessOf(input.action),
    });
    return present(ctx, tx, row!.id);
  });
}

/** `POST product/shareWithEmail`: a link of its own for each address (revoked one by one). */
export async function shareWithEmail(ctx: AppContext, user: UserRow, input: TShareWithEmailSchema) {
  return transaction(ctx, async (tx) => {
    const product = await shareable(tx, user, input.productId);
    const emails = [...new Set(input.emails.map((email) => email.toLowerCase()))];
    await chargeStrangerMails(ctx, tx, { userId: user.id, teamId: product.teamId, emails });
    const rows = await insertLinks(
      tx,
      emails.map((email) => ({
        productId: product.id,
        teamId: product.teamId,
        access: input.action,
        email,
        createdBy: user.id,
        expiresAt: expiryOf(input),
      })),
    );
    const links = await Promise.all(rows.map((row) => present(ctx, tx, row.id)));
    for (const link of links) {
      await queueMail(
        tx,
        productSharedMail({
          to: link.email!,
          sharerName: displayName(user),
          productName: product.name,
          link: link.url,
          canComment: input.action === 'can-comment-and-view',
          expiresAt: link.expiresAt,
        }),
      );
    }
    await tellCreator(tx, user, product);
    await onTimeline(tx, {
      productId: product.id,
      kind: 'share',
      action: 'shared by e-mail',
      actor: { userId: user.id },
      subject: `${emails.join(', ')} (${accessOf(input.action)})`,
    });
    return links;
  });
}

/** `GET product/shareProduct?productId=`: the product's links, for whoever may share it. */
export async function listLinks(ctx: AppContext, user: UserRow, productId: string) {
  const product = await shareable(ctx.db, user, productId);
  const rows = await linksOf(ctx.db, product.id);
  return rows.map((row) => presentLink(ctx.config.publicUrl, ctx.secrets, row));
}

/** `DELETE product/shareProduct/{id}`: the link stops working at once, for every visitor. */
export async function revokeLink(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const found = await findLink(tx, id);
    if (!found) throw notFound();
    await shareable(tx, user, found.link.productId);
    await deleteLink(tx, id);
    await onTimeline(tx, {
      productId: found.link.productId,
      kind: 'share',
      action: 'revoked a share link',
      actor: { userId: user.id },
      subject: found.link.email ?? accessOf(found.link.access),
    });
  });
  return { _id: id };
}

/**
 * What a visitor's token grants, whatever the address around it says: an unknown, tampered,
 * revoked or expired token is refused with the same 404.
 */
export async function grantOf(
  ctx: AppContext,
  token: string,
): Promise<ShareLinkGrant & { teamName: string; expiresAt: Date | null }> {
  const id = linkIdOf(ctx.secrets, token);
  const found = id ? await findLink(ctx.db, id) : undefined;
  if (!found || (found.link.expiresAt && found.link.expiresAt <= new Date())) {
    throw notFound(messages.shareLinkInvalid);
  }
  const { link } = found;
  return {
    productId: link.productId,
    teamId: link.teamId,
    access: link.access,
    teamName: found.teamName,
    expiresAt: link.expiresAt,
  };
}

/** `GET shareProductLink?token=`: the product and its files, as the link lets its visitor see. */
export async function openLink(ctx: AppContext, token: string): Promise<SharedProduct> {
  const grant = await grantOf(ctx, token);
  return {
    action: grant.access,
    product: await sharedProduct(ctx, grant),
    files: await listFiles(ctx, { shareLink: grant }, grant.productId),
    team: { _id: grant.teamId, name: grant.teamName },
    expiresAt: grant.expiresAt?.toISOString() ?? null,
  };
}

/** `GET teamuserdetails/{teamId}?token=`: the first faces of the team the token opens. */
export async function teamUserDetails(ctx: AppContext, teamId: string, token: string) {
  const grant = await grantOf(ctx, token);
  if (grant.teamId !== teamId) throw notFound(messages.shareLinkInvalid);
  const faces = await teamFaces(ctx.db, teamId, SHARED_HEADER_AVATARS);
  return {
    teamMembers: await Promise.all(
      faces.map(async (face) => ({
        _id: face.id,
        name: displayName(face),
        profilePicture: await urlOf(ctx.storage, face.profilePicture),
      })),
    ),
  };
}

/** A visitor reads the product's comments (fileId null) or one image's with their token. */
export async function visitorComments(ctx: AppContext, token: string, fileId: string | null) {
  const grant = await grantOf(ctx, token);
  return listComments(ctx, { shareLink: grant }, grant.productId, fileId);
}

/** A visitor comments under the name they give, when their link is can-comment-and-view. */
export async function addVisitorComment(
  ctx: AppContext,
  input: TVisitorCommentSchema & Partial<Pick<TVisitorImageCommentSchema, 'fileId' | 'x' | 'y'>>,
) {
  const { token, name, ...comment } = input;
  const grant = await grantOf(ctx, token);
  return addComment(ctx, { shareLink: grant, name }, { ...comment, productId: grant.productId });
}
