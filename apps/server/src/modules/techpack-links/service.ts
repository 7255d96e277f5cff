/**
 * Tech pack links (issue 46 §7): a released revision sent to a factory. Whoever may share the
 * product (the policy's `share`, canShareProduct) makes a link to one of its revisions, named after
 * its recipient, for some days, optionally e-mailed — charged like every e-mail to a stranger —
 * lists the product's links and revokes one. The visitor's token opens that revision alone, as the
 * factory may see it; each open is counted and the first goes on the product's timeline.
 */
import {
  displayName,
  messages,
  type FactoryTechpack,
  type LanguageCode,
  type TechpackFileFormat,
  type TechpackLink,
  type TechpackPaper,
} from '@atelier/domain';
import type { z } from 'zod';
import type { ZCreateTechpackLinkSchema } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, gone, notFound } from '../../platform/http/errors.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { transaction } from '../../platform/transaction.ts';
import { productFor } from '../products/service.ts';
import { factoryTechpackFile } from '../techpacks/files-service.ts';
import { linkIdOf } from '../sharing/tokens.ts';
import { chargeStrangerMails } from '../stranger-mails/service.ts';
import { onTimeline } from '../timeline/service.ts';
import { techpackSentMail } from './mail.ts';
import { presentFactoryTechpack, presentLink, stateOf, techpackLinkUrl } from './presenter.ts';
import {
  findLink,
  insertLink,
  linksOf,
  listedLink,
  markRevoked,
  recordOpen,
  revisionOf,
  teamNameOf,
  visitOf,
} from './queries.ts';

const DAY_MS = 86_400_000;

/** The product, once the policy lets the user share it. */
const shareable = (executor: Executor, user: UserRow, productId: string) =>
  productFor(executor, user, productId, 'share');

async function present(ctx: AppContext, executor: Executor, id: string) {
  const row = await listedLink(executor, id);
  if (!row) throw notFound();
  return presentLink(ctx.config.publicUrl, ctx.secrets, row);
}

/**
 * `POST product/{id}/techpack/{revisionId}/links`: a link to that revision, e-mailed when an
 * address is given (past the limits on e-mails to strangers it is 429 and nothing is made).
 */
export async function createTechpackLink(
  ctx: AppContext,
  user: UserRow,
  params: { id: string; revisionId: string },
  input: z.output<typeof ZCreateTechpackLinkSchema>,
): Promise<{ data: TechpackLink; message: string }> {
  return transaction(ctx, async (tx) => {
    const product = await shareable(tx, user, params.id);
    const revision = await revisionOf(tx, product.id, params.revisionId);
    if (!revision) throw notFound();
    const email = input.email || null;
    if (email) {
      await chargeStrangerMails(ctx, tx, {
        userId: user.id,
        teamId: product.teamId,
        emails: [email],
      });
    }
    const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
    const { id } = await insertLink(tx, {
      revisionId: revision.id,
      productId: product.id,
      teamId: product.teamId,
      recipient: input.recipient,
      email,
      createdBy: user.id,
      expiresAt,
    });
    if (email) {
      await queueMail(
        tx,
        techpackSentMail({
          to: email,
          senderName: displayName(user),
          teamName: await teamNameOf(tx, product.teamId),
          productName: product.name,
          revision: revision.letter,
          link: techpackLinkUrl(ctx.config.publicUrl, ctx.secrets, id),
          expiresAt,
        }),
      );
    }
    await onTimeline(tx, {
      productId: product.id,
      kind: 'techpack',
      action: 'sent',
      actor: { userId: user.id },
      field: 'Tech pack',
      after: `Revision ${revision.letter}`,
      subject: email ? `${input.recipient} (${email})` : input.recipient,
    });
    return {
      data: await present(ctx, tx, id),
      message: email ? messages.techpackLinkSent : messages.techpackLinkCreated,
    };
  });
}

/** `GET product/{id}/techpack/links`: every link to the product's revisions, newest first. */
export async function listTechpackLinks(
  ctx: AppContext,
  user: UserRow,
  productId: string,
): Promise<TechpackLink[]> {
  const product = await shareable(ctx.db, user, productId);
  const rows = await linksOf(ctx.db, product.id);
  return rows.map((row) => presentLink(ctx.config.publicUrl, ctx.secrets, row));
}

/**
 * `DELETE techpack-link/{linkId}`: the link stops opening at once; it stays listed, revoked. A
 * link of a product the user may not share is refused as that product is (404 outside its team).
 */
export async function revokeTechpackLink(
  ctx: AppContext,
  user: UserRow,
  linkId: string,
): Promise<TechpackLink> {
  return transaction(ctx, async (tx) => {
    const link = await findLink(tx, linkId);
    if (!link) throw notFound();
    await shareable(tx, user, link.productId);
    if (!(await markRevoked(tx, link.id, user.id))) {
      throw conflict(messages.techpackLinkAlreadyRevoked);
    }
    const revoked = await present(ctx, tx, link.id);
    await onTimeline(tx, {
      productId: link.productId,
      kind: 'techpack',
      action: 'revoked',
      actor: { userId: user.id },
      field: 'Tech pack',
      after: `Revision ${revoked.revision}`,
      subject: link.recipient,
    });
    return revoked;
  });
}

/** A link that opened once and no longer does says why; the state is the link's, not a guess. */
function refusalOf(link: { revokedAt: Date | null; expiresAt: Date }) {
  return stateOf(link) === 'expired'
    ? gone(messages.techpackLinkExpired)
    : gone(messages.techpackLinkRevokedNow);
}

/**
 * `GET techpack-link/shared?token=`: the link's one revision, as the factory may see it. A token that
 * is not one of ours (unknown, tampered, another kind of link's) is 404 and says nothing more; a
 * revoked or expired link 410, saying which. The open is counted before the answer; the first
 * one goes on the product's timeline under the recipient's name.
 */
/** The link a token names while it works: 404 for a token that is not one, 410 once it ended. */
async function workingLink(ctx: AppContext, token: string) {
  const id = linkIdOf(ctx.secrets, token, 'techpack');
  const row = id ? await visitOf(ctx.db, id) : undefined;
  if (!row) throw notFound(messages.techpackLinkInvalid);
  if (stateOf(row.link) !== 'active') throw refusalOf(row.link);
  return row;
}

/**
 * The factory's copy of the link's revision as a file (no costs, as every link shows it). The
 * page's open is what counts as an open; a download is not counted again.
 */
export async function techpackLinkFile(
  ctx: AppContext,
  token: string,
  format: TechpackFileFormat,
  paper: TechpackPaper,
  language: LanguageCode = 'en',
) {
  const row = await workingLink(ctx, token);
  return factoryTechpackFile(
    ctx,
    { productId: row.link.productId, revisionId: row.link.revisionId },
    format,
    paper,
    language,
  );
}

export async function openTechpackLink(ctx: AppContext, token: string): Promise<FactoryTechpack> {
  const row = await workingLink(ctx, token);
  await transaction(ctx, async (tx) => {
    const opened = await recordOpen(tx, row.link.id);
    if (!opened) {
      // Revoked or expired between the read and the count.
      const now = await findLink(tx, row.link.id);
      throw refusalOf(now ?? { revokedAt: new Date(), expiresAt: row.link.expiresAt });
    }
    if (opened.openCount === 1) {
      await onTimeline(tx, {
        productId: row.link.productId,
        kind: 'techpack',
        action: 'opened',
        actor: { visitorName: row.link.recipient },
        field: 'Tech pack',
        after: `Revision ${row.letter}`,
      });
    }
  });
  return presentFactoryTechpack(ctx.files, row);
}
