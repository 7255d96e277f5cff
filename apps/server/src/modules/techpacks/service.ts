/**
 * Tech packs released as revisions (issue 46 §5). A release — by whoever may edit the product —
 * freezes what the factory builds from as the product's next revision, A, B, C … Z, AA …: the
 * product, its images at the exact upload each showed, the graded spec sheet, the fit history, the
 * bill of materials, the costing (internal) and the construction details. A revision is never
 * changed afterwards (DESIGN §9: what was sent never changes); it holds the uploads it shows.
 * Whoever may view the product reads and compares revisions; the costing and the bill's prices
 * only whoever may see costs (DESIGN §9: costs are secret by default).
 */
import {
  type LanguageCode,
  messages,
  revisionLetter,
  type TechpackComparison,
  type TechpackRevision,
  type TechpackRevisionSummary,
  type TechpackSnapshot,
  type TReleaseTechpackSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { ProductRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { bomOf } from '../bom/service.ts';
import { constructionOf } from '../construction/service.ts';
import { costingFor } from '../costing/service.ts';
import { fitHistoryOf } from '../fits/service.ts';
import { authorize } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { productFor } from '../products/service.ts';
import { specOf } from '../specs/service.ts';
import { onTimeline } from '../timeline/service.ts';
import { languageOf } from '../settings/service.ts';
import { recordWebhookEvent, techpackReleasedEvent } from '../webhooks/service.ts';
import { compareSnapshots } from './compare.ts';
import { techpackReleased } from './live.ts';
import { presentComparison, presentRevision, presentSummary } from './presenter.ts';
import {
  catalogueNamesOf,
  filesOf,
  holdFiles,
  insertRevision,
  latestRevision,
  lockProductRow,
  revisionsAmong,
  revisionsOf,
} from './queries.ts';
import { packTexts } from './render/texts.ts';
import { buildSnapshot, sameSnapshot, summaryOf, withoutCosts } from './snapshot.ts';

/** The product once the user may view it, and whether they may see its costs. */
async function readable(executor: Executor, user: UserRow, productId: string) {
  // 'open': the product's suppliers read its released revisions too, never their costs.
  const product = await productFor(executor, user, productId, 'open');
  const standing = await authorize(executor, user, 'open', { kind: 'product', ...product });
  return { product, viewCosts: productPolicies(standing, product).viewCosts };
}

/** Everything the tech pack holds, as it stands now (read in the releasing transaction). */
async function snapshotNow(tx: Executor, product: ProductRow): Promise<TechpackSnapshot> {
  const [names, files, spec, fits, bom, costing, construction] = [
    await catalogueNamesOf(tx, product),
    await filesOf(tx, product.id),
    await specOf(tx, product),
    await fitHistoryOf(tx, product),
    await bomOf(tx, product),
    await costingFor(tx, product),
    await constructionOf(tx, product.id),
  ];
  return buildSnapshot({
    product: { ...product, ...names },
    files,
    spec,
    fits,
    bom,
    costing,
    construction,
  });
}

/**
 * Releases the product's tech pack as its next revision (`POST product/{id}/techpack`). The
 * product's row is locked first, so two releases at once become B and C; one that would hold
 * exactly what the last revision holds is refused (409) and writes nothing.
 */
export async function releaseTechpack(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TReleaseTechpackSchema,
): Promise<{ data: TechpackRevisionSummary; message: string }> {
  return transaction(ctx, async (tx) => {
    await productFor(tx, user, productId, 'edit');
    const product = await lockProductRow(tx, productId);
    if (!product) throw notFound();
    const latest = await latestRevision(tx, product.id);
    const snapshot = await snapshotNow(tx, product);
    if (latest && sameSnapshot(latest.snapshot, snapshot))
      throw conflict(messages.techpackUnchanged(latest.letter));

    const seq = (latest?.seq ?? 0) + 1;
    const letter = revisionLetter(seq);
    const note = input.note?.trim() || null;
    let row;
    try {
      row = await insertRevision(tx, {
        productId: product.id,
        teamId: product.teamId,
        seq,
        letter,
        snapshot,
        summary: summaryOf(snapshot),
        note,
        releasedBy: user.id,
      });
    } catch (err) {
      // Only if a release got past the product's lock (it cannot while the lock holds).
      if (isUniqueViolation(err)) throw conflict(messages.techpackReleaseBusy);
      throw err;
    }
    await holdFiles(
      tx,
      row.id,
      snapshot.sketches.map((sketch) => sketch.path),
    );
    await onTimeline(tx, {
      productId: product.id,
      kind: 'techpack',
      action: 'released',
      actor: { userId: user.id },
      field: 'Tech pack',
      after: `Revision ${letter}`,
      subject: note,
    });
    await techpackReleased.record(tx, {
      teamId: product.teamId,
      productId: product.id,
      revision: letter,
    });
    await recordWebhookEvent(tx, techpackReleasedEvent(product, row, snapshot.costing));
    return {
      data: presentSummary({ ...row, firstName: user.firstName, lastName: user.lastName }),
      message: messages.techpackReleased(letter),
    };
  });
}

/** The product's revisions, newest first (`GET product/{id}/techpack`). */
export async function listTechpacks(
  ctx: AppContext,
  user: UserRow,
  productId: string,
): Promise<TechpackRevisionSummary[]> {
  const { product } = await readable(ctx.db, user, productId);
  return (await revisionsOf(ctx.db, product.id)).map(presentSummary);
}

/** One revision whole; a revision of another product is not found. */
export async function getTechpack(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  revisionId: string,
): Promise<TechpackRevision> {
  const { product, viewCosts } = await readable(ctx.db, user, productId);
  const [row] = await revisionsAmong(ctx.db, product.id, [revisionId]);
  if (!row) throw notFound();
  return presentRevision(ctx.files, row, viewCosts);
}

/** What changed from one revision to another, costs only for whoever may see them. */
export async function compareTechpacks(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  query: { from: string; to: string; language?: LanguageCode },
): Promise<TechpackComparison> {
  const { product, viewCosts } = await readable(ctx.db, user, productId);
  const rows = await revisionsAmong(ctx.db, product.id, [query.from, query.to]);
  const from = rows.find((row) => row.id === query.from);
  const to = rows.find((row) => row.id === query.to);
  if (!from || !to) throw notFound();
  const seen = (snapshot: TechpackSnapshot) => (viewCosts ? snapshot : withoutCosts(snapshot));
  const t = packTexts(query.language ?? (await languageOf(ctx.db, user.id)));
  return presentComparison(from, to, compareSnapshots(seen(from.snapshot), seen(to.snapshot), t));
}
