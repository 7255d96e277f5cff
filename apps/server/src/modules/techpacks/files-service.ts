/**
 * A tech pack revision as a file (issue 46 §6): the PDF or the XLSX of one revision, for a member
 * who may view the product (`downloadTechpack`) and — through `techpackFile` — for any other
 * surface that has already decided its reader may have that revision (the factory's share link
 * calls it with `costs: false`). A revision never changes, so each copy (format, paper, with or
 * without costs, language) is drawn once, streamed into storage, recorded in `techpack_exports`, and every
 * later download streams the stored file. Two downloads of one new copy in this process share
 * one drawing.
 */
import { Readable } from 'node:stream';
import {
  displayName,
  TECHPACK_CONTENT_TYPES,
  techpackFileName,
  type LanguageCode,
  type TechpackFileFormat,
  type TechpackPaper,
} from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { authorize } from '../policy/policy.ts';
import { productFor } from '../products/service.ts';
import { languageOf } from '../settings/service.ts';
import { findExport, insertExport, revisionsAmong, type RevisionRow } from './queries.ts';
import { renderTechpackPdf } from './render/pdf.ts';
import type { TechpackFileInput } from './render/pack.ts';
import { renderTechpackXlsx } from './render/xlsx.ts';
import { withoutCosts } from './snapshot.ts';

/**
 * The drawing's version: part of each stored file's key, so a change to how packs are drawn
 * makes new files instead of serving the old drawing. Raise it with any change to `render/`.
 */
export const TECHPACK_RENDER_VERSION = 2;

export interface TechpackFileOptions {
  /** The PDF's paper (the XLSX has none). */
  paper: TechpackPaper;
  /** The internal copy: the caller has checked its reader may see the product's costs. */
  costs: boolean;
  /** The language of the file's own words (headings, labels); English unless given. */
  language?: LanguageCode;
}

export interface TechpackFile {
  stream: Readable;
  contentType: string;
  fileName: string;
  bytes: number;
}

/** Where a copy is kept: one key per revision, drawing version, format, paper, costs and language. */
export function techpackFileKey(
  revision: Pick<RevisionRow, 'id' | 'productId'>,
  format: TechpackFileFormat,
  { paper, costs, language = 'en' }: TechpackFileOptions,
) {
  const copy = `${format === 'pdf' ? paper : 'sheet'}-${costs ? 'costs' : 'factory'}-${language}`;
  return `techpacks/${revision.productId}/${revision.id}/v${TECHPACK_RENDER_VERSION}-${copy}.${format}`;
}

/** What the files are drawn from: the snapshot as the copy may show it, and the revision's facts. */
function packOf(revision: RevisionRow, costs: boolean, language: LanguageCode): TechpackFileInput {
  return {
    snapshot: costs ? revision.snapshot : withoutCosts(revision.snapshot),
    revision: revision.letter,
    releasedAt: revision.releasedAt.toISOString(),
    releasedBy:
      revision.firstName === null
        ? null
        : displayName({ firstName: revision.firstName, lastName: revision.lastName ?? '' }),
    note: revision.note,
    withCosts: costs,
    language,
  };
}

// Copies being drawn in this process, by key: a second download waits for the first drawing.
const drawing = new Map<string, Promise<number>>();

async function draw(
  ctx: AppContext,
  revision: RevisionRow,
  format: TechpackFileFormat,
  options: TechpackFileOptions,
  key: string,
): Promise<number> {
  const pack = packOf(revision, options.costs, options.language ?? 'en');
  const bytes =
    format === 'pdf'
      ? await renderTechpackPdf(ctx.storage, key, pack, options.paper)
      : await ctx.storage.save(key, Readable.from([await renderTechpackXlsx(pack)]), {
          contentType: TECHPACK_CONTENT_TYPES.xlsx,
        });
  await insertExport(ctx.db, {
    key,
    revisionId: revision.id,
    format,
    paper: format === 'pdf' ? options.paper : 'a4',
    withCosts: options.costs,
    bytes,
  });
  return bytes;
}

/**
 * The revision's file as `format`, drawn on first request and kept. The caller has authorized
 * its reader for the revision and, with `costs`, for the product's costs: this function decides
 * nothing about who may read it.
 */
export async function techpackFile(
  ctx: AppContext,
  revision: RevisionRow,
  format: TechpackFileFormat,
  options: TechpackFileOptions,
): Promise<TechpackFile> {
  const key = techpackFileKey(revision, format, options);
  const kept = await findExport(ctx.db, key);
  let bytes = kept?.bytes;
  if (bytes === undefined) {
    let pending = drawing.get(key);
    if (!pending) {
      pending = draw(ctx, revision, format, options, key).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    bytes = await pending;
  }
  return {
    stream: await ctx.storage.read(key),
    contentType: TECHPACK_CONTENT_TYPES[format],
    fileName: techpackFileName(
      revision.snapshot.product.name,
      revision.letter,
      format,
      options.costs,
    ),
    bytes,
  };
}

/**
 * A member's download (`GET product/{id}/techpack/{revisionId}/pdf|xlsx`): whoever may view the
 * product; the copy with costs only for whoever may see its costs (403 otherwise). A revision of
 * another product, or a product the member may not see, is 404. Without a language, the file is
 * written in the reader's saved one.
 */
export async function downloadTechpack(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  revisionId: string,
  format: TechpackFileFormat,
  options: TechpackFileOptions,
): Promise<TechpackFile> {
  const product = await productFor(ctx.db, user, productId, 'open');
  const [revision] = await revisionsAmong(ctx.db, product.id, [revisionId]);
  if (!revision) throw notFound();
  if (options.costs) await authorize(ctx.db, user, 'viewCosts', { kind: 'product', ...product });
  const language = options.language ?? (await languageOf(ctx.db, user.id));
  return techpackFile(ctx, revision, format, { ...options, language });
}

/**
 * A revision's factory copy (no costs) for a tech pack link (issue 46 §7): the link's module has
 * checked its token and hands the revision it grants. English unless the visitor asks another
 * language: a link has no reader whose choice could be known.
 */
export async function factoryTechpackFile(
  ctx: AppContext,
  revision: { productId: string; revisionId: string },
  format: TechpackFileFormat,
  paper: TechpackFileOptions['paper'],
  language: LanguageCode = 'en',
): Promise<TechpackFile> {
  const [row] = await revisionsAmong(ctx.db, revision.productId, [revision.revisionId]);
  if (!row) throw notFound();
  return techpackFile(ctx, row, format, { paper, costs: false, language });
}
