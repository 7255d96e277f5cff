/**
 * Comments on products and on their images (issue 12), through the policy: reading needs
 * canViewComments, writing and replying canAddComment, editing is the author's, deleting the
 * author's or whoever may delete the product. A reply joins its thread's first comment; only a
 * thread (its first comment) is resolved or reopened. The product's creator hears of a comment
 * (productComment), and the team's open pages see it live.
 */
import { hasDerivatives, messages, displayName } from '@atelier/domain';
import type {
  CommentTranslation,
  LanguageCode,
  TCreateCommentSchema,
  TCreateImageCommentSchema,
  TUpdateCommentSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ProductCommentRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/http/errors.ts';
import type { Once } from '../../platform/http/idempotency.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { supplierAudience } from '../policy/audience.ts';
import { isSupplierStanding } from '../policy/comment.ts';
import { authorize } from '../policy/policy.ts';
import { languageOf } from '../settings/service.ts';
import type { Actor } from '../policy/policy.ts';
import type { ShareLinkGrant, Standing } from '../policy/standing.ts';
import { onTimeline, QUOTED, type TimelineActor } from '../timeline/service.ts';
import { commentCreatedEvent, recordWebhookEvent } from '../webhooks/service.ts';
import { commentChanged } from './live.ts';
import { keepMentions, notifyMentions } from './mentions.ts';
import { presentComment } from './presenter.ts';
import {
  commentWithAuthor,
  deleteComment as removeComment,
  findComment,
  findFile,
  findProduct,
  findTranslation,
  insertComment,
  listComments,
  saveTranslation,
  updateComment as saveComment,
} from './queries.ts';
import { translateText } from './translate.ts';

async function productOf(executor: Executor, productId: string) {
  const product = await findProduct(executor, productId);
  if (!product) throw notFound();
  return product;
}

/** The image a comment is about: a file of the product that has a preview to pin on. */
/** The image a comment is on, with its newest version; none for the product's own comments. */
async function checkImage(executor: Executor, productId: string, fileId: string | null) {
  if (!fileId) return null;
  const file = await findFile(executor, productId, fileId);
  if (!file || !hasDerivatives(file.ext)) throw fieldError('fileId', messages.fileOfProduct);
  return file;
}

/**
 * The thread a reply joins: a comment of the same product and image (its first comment), and the
 * version of the image it is on.
 */
async function threadOf(
  executor: Executor,
  standing: Standing,
  productId: string,
  fileId: string | null,
  parentId: string | null | undefined,
) {
  if (!parentId) return null;
  const parent = await findComment(executor, parentId);
  if (
    !parent ||
    parent.comment.productId !== productId ||
    parent.comment.fileId !== fileId ||
    (parent.comment.visibility !== 'shared' && isSupplierStanding(standing))
  ) {
    throw fieldError('parentId', messages.commentNotFound);
  }
  return {
    id: parent.comment.parentId ?? parent.comment.id,
    version: parent.comment.version,
    visibility: parent.comment.visibility,
  };
}

/** The policy's subject for a comment found with its product's team. */
const subjectOf = (
  id: string,
  { comment, teamId }: { comment: ProductCommentRow; teamId: string },
) => ({
  kind: 'comment' as const,
  id,
  productId: comment.productId,
  teamId,
  authorId: comment.authorId,
  visibility: comment.visibility,
});

async function card(
  ctx: AppContext,
  executor: Executor,
  id: string,
  standing: Standing,
  teamId: string,
) {
  const row = await commentWithAuthor(executor, id);
  if (!row) throw notFound();
  return presentComment(ctx.storage, row, standing, teamId, Boolean(ctx.config.ai));
}

/**
 * A product's comments (fileId null) or one image's — those of its newest version, or of the
 * version asked for — for whoever may see its comments.
 */
export async function listFor(
  ctx: AppContext,
  actor: Actor,
  productId: string,
  fileId: string | null,
  version?: number,
) {
  const product = await productOf(ctx.db, productId);
  const standing = await authorize(ctx.db, actor, 'viewComments', { kind: 'product', ...product });
  const image = await checkImage(ctx.db, product.id, fileId);
  const rows = await listComments(
    ctx.db,
    product.id,
    image ? { fileId: image.id, version: Math.min(version ?? image.version, image.version) } : null,
    isSupplierStanding(standing),
  );
  return Promise.all(
    rows.map((row) =>
      presentComment(ctx.storage, row, standing, product.teamId, Boolean(ctx.config.ai)),
    ),
  );
}

type NewComment = TCreateCommentSchema &
  Partial<Pick<TCreateImageCommentSchema, 'fileId' | 'x' | 'y'>>;

/** Who writes a comment: a signed-in user, or a share link's visitor under the name they gave. */
export type CommentAuthor = UserRow | { shareLink: ShareLinkGrant; name: string };

const isVisitor = (author: CommentAuthor): author is { shareLink: ShareLinkGrant; name: string } =>
  'shareLink' in author;

/** How the author is named in notices: a visitor is marked as a guest. */
const nameOf = (author: CommentAuthor) =>
  isVisitor(author) ? `${author.name} (${messages.guest})` : displayName(author);

/** A comment's part in its product's timeline: what was done, quoting its first words. */
function commentOnTimeline(
  tx: Executor,
  comment: { productId: string; text: string },
  actor: TimelineActor,
  action: string,
) {
  return onTimeline(tx, {
    productId: comment.productId,
    kind: 'comment',
    action,
    actor,
    subject: comment.text.slice(0, QUOTED),
  });
}

export async function addComment(
  ctx: AppContext,
  author: CommentAuthor,
  input: NewComment,
  once?: Once,
) {
  return transaction(ctx, async (tx) => {
    const product = await productOf(tx, input.productId);
    const actor: Actor = isVisitor(author) ? { shareLink: author.shareLink } : author;
    const authorId = isVisitor(author) ? null : author.id;
    const standing = await authorize(tx, actor, 'comment', { kind: 'product', ...product });
    const fileId = input.fileId ?? null;
    const image = await checkImage(tx, product.id, fileId);
    const thread = await threadOf(tx, standing, product.id, fileId, input.parentId);
    const parentId = thread?.id ?? null;
    // A reply is its thread's; a supplier's person writes to the shared threads only.
    const visibility = isSupplierStanding(standing)
      ? 'shared'
      : (thread?.visibility ?? input.visibility ?? 'internal');
    const mentionIds = await keepMentions(tx, actor, product, input.mentions);
    const id = await insertComment(tx, {
      productId: product.id,
      fileId,
      parentId,
      authorId,
      visitorName: isVisitor(author) ? author.name : null,
      text: input.text,
      visibility,
      mentionIds,
      // A reply sits in its thread, not on a point of its own.
      x: parentId ? null : (input.x ?? null),
      y: parentId ? null : (input.y ?? null),
      // Made on the image as it is now (its newest version), or a reply in its thread's.
      version: thread?.version ?? image?.version ?? 1,
    });
    // A creator who is mentioned hears of the comment once, as a mention.
    const comment = { id, productId: product.id, fileId };
    const mentioned = await notifyMentions(tx, actor, comment, mentionIds);
    const tell = (userIds: readonly string[]) =>
      notify(tx, {
        userIds,
        key: 'productComment',
        message: `${nameOf(author)} ${messages.productCommentNotice} ${product.name}.`,
        teamId: product.teamId,
        productId: product.id,
        imgId: fileId,
        actorId: authorId,
        payload: {
          productId: product.id,
          productName: product.name,
          commentId: id,
          notice: notice('productCommented', { actor: nameOf(author), product: product.name }),
        },
      });
    if (
      product.createdBy &&
      product.createdBy !== authorId &&
      !mentioned.includes(product.createdBy)
    )
      await tell([product.createdBy]);
    // A shared comment reaches the product's suppliers' people too (never an internal one).
    if (visibility === 'shared') {
      const heard = new Set([product.createdBy, authorId, ...mentioned]);
      const suppliers = (await supplierAudience(tx, product.id)).filter((id) => !heard.has(id));
      if (suppliers.length > 0) await tell(suppliers);
    }
    await commentChanged.record(tx, {
      teamId: product.teamId,
      productId: product.id,
      commentId: id,
      fileId,
      change: 'created',
      shared: visibility === 'shared',
    });
    await commentOnTimeline(
      tx,
      { productId: product.id, text: input.text },
      isVisitor(author) ? { visitorName: author.name } : { userId: author.id },
      parentId ? 'replied' : fileId ? 'commented on an image' : 'commented',
    );
    const written = { id, fileId, parentId, text: input.text, visibility, authorId };
    await recordWebhookEvent(
      tx,
      commentCreatedEvent(product, { ...written, authorName: nameOf(author) }),
    );
    const added = await card(ctx, tx, id, standing, product.teamId);
    await once?.keep(tx, added);
    return added;
  });
}

/**
 * Refuses a user who may not comment on the product now: a comment kept under an Idempotency-Key
 * is answered again only to whoever may still add it.
 */
export async function mayComment(ctx: AppContext, user: UserRow, productId: string) {
  const product = await productOf(ctx.db, productId);
  await authorize(ctx.db, user, 'comment', { kind: 'product', ...product });
}

/** Edits the text (its author) and/or resolves or reopens the thread (whoever may reply). */
export async function updateComment(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: TUpdateCommentSchema,
) {
  return transaction(ctx, async (tx) => {
    const found = await findComment(tx, id);
    if (!found) throw notFound();
    const { comment, teamId } = found;
    const ref = subjectOf(id, found);
    let standing = await authorize(tx, user, 'view', ref);
    if (input.text !== undefined) {
      standing = await authorize(tx, user, 'edit', ref);
      const product = { id: comment.productId, teamId };
      const mentionIds = await keepMentions(tx, user, product, input.mentions);
      await saveComment(tx, id, { text: input.text, mentionIds, editedAt: new Date() });
      await notifyMentions(tx, user, comment, mentionIds, comment.mentionIds);
    }
    if (input.resolved !== undefined) {
      standing = await authorize(tx, user, 'reply', ref);
      if (comment.parentId) throw fieldError('resolved', messages.commentNotFound);
      await saveComment(tx, id, { resolvedAt: input.resolved ? new Date() : null });
    }
    const actions = [
      input.text !== undefined && input.text !== comment.text ? 'edited a comment' : null,
      input.resolved !== undefined && input.resolved !== (comment.resolvedAt !== null)
        ? input.resolved
          ? 'resolved'
          : 'reopened'
        : null,
    ];
    for (const action of actions) {
      if (action) {
        const text = input.text ?? comment.text;
        await commentOnTimeline(tx, { ...comment, text }, { userId: user.id }, action);
      }
    }
    await commentChanged.record(tx, {
      teamId,
      productId: comment.productId,
      commentId: id,
      fileId: comment.fileId,
      change: 'updated',
      shared: comment.visibility === 'shared',
    });
    return card(ctx, tx, id, standing, teamId);
  });
}

export async function deleteComment(ctx: AppContext, user: UserRow, id: string) {
  await transaction(ctx, async (tx) => {
    const found = await findComment(tx, id);
    if (!found) throw notFound();
    const { comment, teamId } = found;
    await authorize(tx, user, 'delete', subjectOf(id, found));
    await removeComment(tx, id);
    await commentOnTimeline(tx, comment, { userId: user.id }, 'deleted a comment');
    await commentChanged.record(tx, {
      teamId,
      productId: comment.productId,
      commentId: id,
      fileId: comment.fileId,
      change: 'deleted',
      shared: comment.visibility === 'shared',
    });
  });
  return { _id: id };
}

/**
 * The comment in the reader's language (or `language`), by the AI provider (issue 47 §5): for
 * whoever may read it, once a provider is configured. A translation is kept per language while the
 * comment reads as it did, so the next reader neither waits nor pays for it again.
 */
export async function translateComment(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: { language?: LanguageCode | undefined },
): Promise<CommentTranslation> {
  const found = await findComment(ctx.db, id);
  if (!found) throw notFound();
  const { comment } = found;
  await authorize(ctx.db, user, 'view', subjectOf(id, found));
  const { ai } = ctx.config;
  if (!ai) throw badRequest(messages.translationOff);
  const language = input.language ?? (await languageOf(ctx.db, user.id));
  const kept = await findTranslation(ctx.db, id, language);
  if (kept && kept.source === comment.text) return answerOf(id, language, kept.text, comment.text);
  const text = (await translateText(ai, comment.text, language)) ?? comment.text;
  await saveTranslation(ctx.db, { commentId: id, language, source: comment.text, text });
  return answerOf(id, language, text, comment.text);
}

const answerOf = (
  commentId: string,
  language: LanguageCode,
  text: string,
  original: string,
): CommentTranslation => ({ commentId, language, text, unchanged: text === original });
