/**
 * Making a line sheet file, as a durable job: it survives a restart (the row says how far it came
 * and the job is tried again from the start), reports progress on its row as it draws, stores the
 * file under `linesheets/` (private: read through a signed link), and e-mails a large sheet to its
 * maker with the file attached. The file's own words are in the language asked for with it (the
 * job's payload), else its maker's saved language.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  LINESHEET_CONTENT_TYPES,
  LANGUAGE_CODES,
  LINESHEET_MAIL_FROM,
  type LanguageCode,
  messages,
  writeCalendarDate,
} from '@atelier/domain';
import type { LineSheetRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/errors.ts';
import { defineJob, type JobInfo } from '../../platform/jobs/define-job.ts';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { linkMail } from '../../platform/mail/layout.ts';
import { queueMail } from '../../platform/mail/queue-mail.ts';
import { transaction } from '../../platform/transaction.ts';
import { dateFormatOf, languageOf } from '../settings/service.ts';
import { readSheet } from './cards.ts';
import type { SheetProduct } from './render/sheet-product.ts';
import { findLineSheet, makerEmail, teamCover, updateLineSheet } from './queries.ts';
import { renderCsv } from './render/csv.ts';
import { renderPdf, type SheetCover } from './render/pdf.ts';
import { sheetTexts } from './render/texts.ts';
import { renderXlsx } from './render/xlsx.ts';
import { sheetSubtitle } from './subtitle.ts';

/** `language`: the one asked for with the sheet; a job queued before languages has none. */
const payload = z.object({ lineSheetId: z.string(), language: z.enum(LANGUAGE_CODES).optional() });

/**
 * Two lanes, each with its own slot: a sheet of LINESHEET_MAIL_FROM products or more (which may
 * take minutes, and is e-mailed) goes to `linesheet.render`; a smaller one, drawn in about a
 * second, to `linesheet.render-small`, so it never waits behind a big one (docs/decisions.md).
 */
export const lineSheetJob = defineJob({ kind: 'linesheet.render', payload, maxAttempts: 3 });
export const smallLineSheetJob = defineJob({
  kind: 'linesheet.render-small',
  payload,
  maxAttempts: 3,
});

/** The lane a sheet of this many products is made in. */
export const lineSheetLane = (productCount: number) =>
  productCount < LINESHEET_MAIL_FROM ? smallLineSheetJob : lineSheetJob;

/** Past this size the e-mail carries the link to the wall, not the file. */
const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The row's progress is written at most this often: a card is drawn in well under it. */
const PROGRESS_EVERY_MS = 500;

export const lineSheetKey = (row: Pick<LineSheetRow, 'id' | 'teamId' | 'format'>) =>
  `linesheets/${row.teamId}/${row.id}.${row.format}`;

export const lineSheetFileName = (
  teamName: string,
  row: Pick<LineSheetRow, 'createdAt' | 'format'>,
) =>
  `${teamName.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'Atelier'} line sheet ${row.createdAt.toISOString().slice(0, 10)}.${row.format}`;

async function render(
  ctx: AppContext,
  row: LineSheetRow,
  cover: SheetCover,
  products: SheetProduct[],
): Promise<number> {
  const key = lineSheetKey(row);
  if (row.format === 'pdf') {
    let written = Date.now();
    return renderPdf(ctx.storage, key, cover, products, async (done) => {
      if (done < products.length && Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      await updateLineSheet(ctx.db, row.id, { done });
    });
  }
  const file =
    row.format === 'csv'
      ? renderCsv(products)
      : await renderXlsx(products, cover.title, sheetTexts(cover.language));
  return ctx.storage.save(key, Readable.from([file]), {
    contentType: LINESHEET_CONTENT_TYPES[row.format],
  });
}

/** The e-mail of a sheet made, in the sheet's language (its maker's, or the one they asked). */
function readyMail(
  to: string,
  row: LineSheetRow,
  file: { name: string; bytes: number; language: LanguageCode },
  wallUrl: string,
) {
  const t = mailTexts(file.language);
  const bytes = file.bytes;
  const mail = linkMail({
    to,
    subject: t('lineSheet.subject', { count: row.productCount }),
    before: [
      t('lineSheet.ready', { format: row.format }),
      bytes <= ATTACHMENT_MAX_BYTES
        ? t('lineSheet.attached', { fileName: file.name })
        : t('lineSheet.onWall'),
    ],
    link: wallUrl,
    action: t('lineSheet.action'),
    after: [],
  });
  return {
    ...mail,
    attachments:
      bytes <= ATTACHMENT_MAX_BYTES
        ? [
            {
              filename: file.name,
              contentType: LINESHEET_CONTENT_TYPES[row.format],
              key: lineSheetKey(row),
            },
          ]
        : [],
  };
}

export async function makeLineSheet(
  ctx: AppContext,
  { lineSheetId, language: asked }: z.output<typeof payload>,
  job: JobInfo,
) {
  const row = await findLineSheet(ctx.db, lineSheetId);
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  try {
    await updateLineSheet(ctx.db, row.id, { status: 'rendering', done: 0 });
    // Read as its maker may see the team now: one who has lost the right gets no file.
    const products = await readSheet(
      ctx.db,
      { userId: row.createdBy, action: 'makeLineSheet' },
      row.teamId,
      row.filters,
    ).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!products || products.length === 0) {
      await updateLineSheet(ctx.db, row.id, {
        status: 'failed',
        error: products ? messages.lineSheetEmpty : messages.lineSheetNotAllowed,
        finishedAt: new Date(),
      });
      return;
    }
    const team = await teamCover(ctx.db, row.teamId);
    const teamName = team?.name ?? '';
    const dateFormat = await dateFormatOf(ctx, row.createdBy);
    const language = asked ?? (await languageOf(ctx.db, row.createdBy));
    const t = sheetTexts(language);
    const cover: SheetCover = {
      title: t('linesheet.title', { team: teamName }),
      teamName,
      logo: team?.logo ?? null,
      subtitle: await sheetSubtitle(ctx.db, row.teamId, row.filters, t),
      date: writeCalendarDate(row.createdAt.toISOString().slice(0, 10), dateFormat),
      dateFormat,
      language,
    };
    const bytes = await render(ctx, row, cover, products);
    await transaction(ctx, async (tx) => {
      await updateLineSheet(tx, row.id, {
        status: 'ready',
        bytes,
        productCount: products.length,
        done: products.length,
        fileKey: lineSheetKey(row),
        finishedAt: new Date(),
      });
      if (products.length < LINESHEET_MAIL_FROM) return;
      const email = await makerEmail(tx, row.createdBy);
      if (!email) return;
      const finished = { ...row, productCount: products.length };
      await queueMail(
        tx,
        readyMail(
          email,
          finished,
          { name: lineSheetFileName(teamName, row), bytes, language },
          `${ctx.config.publicUrl}/Wall`,
        ),
      );
    });
  } catch (error) {
    // The last try leaves the sheet failed with a text its maker reads; earlier ones try again.
    if (job.attempts >= lineSheetJob.maxAttempts) {
      await updateLineSheet(ctx.db, row.id, {
        status: 'failed',
        error: messages.lineSheetFailed,
        finishedAt: new Date(),
      });
    }
    throw error;
  }
}
