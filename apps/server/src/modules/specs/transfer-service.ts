/**
 * A spec sheet in and out as a file (issue 45 §4). The export is read by whoever may view the
 * product; an import — preview or apply — needs the right to edit it, and to change the team's
 * points of measure when the file adds codes. A preview writes nothing (beyond seeding the team's
 * starter library on its first look, as any read of it does); applying saves the file as the
 * sheet's next revision through the same save as `PUT spec`.
 */
import type { Readable } from 'node:stream';
import {
  messages,
  SPEC_FILE_MAX_BYTES,
  type MeasureUnit,
  type SpecFileFormat,
  type SpecImportPreview,
  type SpecSheet,
} from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { addImportedPoms, libraryForImport } from '../poms/service.ts';
import { productFor } from '../products/service.ts';
import { planImport, refuseProblems } from './import-plan.ts';
import { saveSheetIn, specOf } from './service.ts';
import { formatOf, readTable, renderSpecCsv, renderSpecXlsx } from './spec-file.ts';

const MIME: Record<SpecFileFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The sheet as a file in its unit (or `unit`), with the name it downloads under. */
export async function exportSpec(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  query: { format: SpecFileFormat; unit?: MeasureUnit | undefined },
) {
  const product = await productFor(ctx.db, user, productId, 'view');
  const { revision, sheet } = await specOf(ctx.db, product);
  const unit = query.unit ?? sheet?.unit ?? 'cm';
  const bytes =
    query.format === 'csv'
      ? renderSpecCsv(sheet, unit)
      : await renderSpecXlsx(sheet, unit, `${product.name} spec`);
  return {
    bytes,
    contentType: MIME[query.format],
    fileName: `${product.name} spec rev ${revision}.${query.format}`,
  };
}

/** The upload's bytes, at most SPEC_FILE_MAX_BYTES; a larger one is refused whole. */
async function bytesOf(stream: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > SPEC_FILE_MAX_BYTES) break;
      chunks.push(chunk as Buffer);
    }
  } catch {
    throw fieldError('file', messages.specImportTooLarge);
  }
  if (size > SPEC_FILE_MAX_BYTES || stream.truncated) {
    stream.resume();
    throw fieldError('file', messages.specImportTooLarge);
  }
  return Buffer.concat(chunks);
}

export interface SpecUpload {
  fileName: string;
  stream: Readable & { truncated?: boolean };
}

/**
 * Reads the file and answers what it understood (a preview), or, with `apply`, saves it as the
 * sheet's next revision and answers the computed sheet. A file with rows it cannot read is
 * previewed with them; applying it is refused (400) with each of them, and changes nothing.
 */
export async function importSpec(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  upload: SpecUpload,
  query: { apply: boolean; unit?: MeasureUnit | undefined; revision?: number | undefined },
): Promise<{ data: SpecSheet | SpecImportPreview; message: string }> {
  // The product first: a file sent to a product one may not edit is not read at all.
  try {
    await productFor(ctx.db, user, productId, 'edit');
  } catch (err) {
    upload.stream.resume();
    throw err;
  }
  const bytes = await bytesOf(upload.stream);
  const format = formatOf(upload.fileName, bytes);
  const { rows: table, decimalComma } = await readTable(format, bytes);

  return transaction(ctx, async (tx) => {
    const product = await productFor(tx, user, productId, 'edit');
    const library = await libraryForImport(tx, user, product.teamId);
    const plan = (current: Awaited<ReturnType<typeof specOf>>) =>
      planImport({
        fileName: upload.fileName,
        format,
        table,
        decimalComma,
        unit: query.unit,
        current,
        poms: library.poms,
        sizeRanges: library.sizeRanges,
      });

    if (!query.apply) {
      const { preview } = plan(await specOf(tx, product));
      return { data: preview, message: messages.specImportPreviewed };
    }
    const saved = await saveSheetIn(tx, user, product, {
      expected: query.revision ?? null,
      source: `imported from ${upload.fileName}`,
      build: async (current) => {
        const { preview, newPoms, input } = plan(current);
        if (preview.problems.length > 0) throw refuseProblems(preview.problems);
        const ids = await addImportedPoms(tx, user, product.teamId, newPoms);
        return input(ids);
      },
    });
    return { data: saved.data, message: saved.saved ? messages.specImported : saved.message };
  });
}
