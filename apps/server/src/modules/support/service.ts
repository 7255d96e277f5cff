/**
 * Help & Support (issue 14): a signed-in person's message to Atelier support becomes a ticket and
 * an e-mail to SUPPORT_EMAIL, recorded in one transaction and delivered after commit.
 */
import type { Readable } from 'node:stream';
import { fileExtension, ticketNumber } from '@atelier/domain';
import type { TSupportSchema } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { supportMail } from './mail.ts';
import { MEDIA_IMAGE, receiveImage } from '../../platform/media/upload.ts';
import { transaction } from '../../platform/transaction.ts';
import { presentTicket } from './presenter.ts';
import { insertTicket } from './queries.ts';

export interface Screenshot {
  fileName: string;
  body: Readable & { truncated?: boolean };
  /** Reads what follows the file in the request; throws if it is refused. */
  finish: () => Promise<void>;
}

/** Checked and streamed into the private support folder (JPG, PNG or WebP, at most 10 MB). */
async function storeScreenshot(ctx: AppContext, user: UserRow, screenshot: Screenshot) {
  const image = await receiveImage(
    ctx.storage,
    `support/${user.id}/`,
    screenshot.fileName,
    screenshot.body,
    MEDIA_IMAGE,
  );
  try {
    await screenshot.finish();
  } catch (err) {
    await ctx.storage.remove(image.path);
    throw err;
  }
  return image;
}

export async function openTicket(
  ctx: AppContext,
  user: UserRow,
  input: TSupportSchema,
  screenshot: Screenshot | null,
) {
  const image = screenshot ? await storeScreenshot(ctx, user, screenshot) : null;
  try {
    const row = await transaction(ctx, async (tx) => {
      const ticket = await insertTicket(tx, {
        userId: user.id,
        subject: input.subject,
        message: input.message,
        attachmentPath: image?.path ?? null,
      });
      const number = ticketNumber(ticket.number);
      await queueMail(
        tx,
        supportMail({
          to: ctx.config.supportEmail,
          ticketNumber: number,
          subject: input.subject,
          message: input.message,
          fromName: `${user.firstName} ${user.lastName}`.trim(),
          fromEmail: user.email,
          userId: user.id,
          screenshot: image && {
            filename: `${number}-screenshot.${fileExtension(image.path)}`,
            contentType: image.contentType,
            key: image.path,
          },
        }),
      );
      return ticket;
    });
    return presentTicket(row);
  } catch (err) {
    if (image) await ctx.storage.remove(image.path);
    throw err;
  }
}
