/**
 * Products' bills of materials (issue 46 §2): read by whoever may view the product (prices only by
 * whoever may see costs), saved whole by whoever may edit it. A save names the revision it was
 * made from; one made from an older revision is refused (409), so nobody overwrites a change they
 * did not see. A save that changes nothing makes no revision.
 */
import {
  displayName,
  messages,
  type Bom,
  type BomLineInput,
  type SaveBomInput,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { productPolicies } from '../policy/product.ts';
import { productAndStanding, productFor } from '../products/service.ts';
import { onTimelineBurst } from '../timeline/service.ts';
import { bomChanged } from './live.ts';
import { decimalText, presentBom, type BomContents } from './presenter.ts';
import {
  coloursOfTeam,
  findBill,
  insertBom,
  lockBom,
  personOf,
  replaceContents,
  updateBom,
  type BomLineValues,
  type ColourwayValues,
} from './queries.ts';

/** A burst of one person's saves within this time is one timeline entry. */
const TIMELINE_BURST_MS = 30 * 60 * 1000;

/** What the product's viewer may do with its bill: edit it, see its prices. */
async function standingOn(executor: Executor, user: UserRow, productId: string) {
  const { product, standing } = await productAndStanding(executor, user, productId, 'view');
  const { edit, viewCosts } = productPolicies(standing, product);
  return { product, policies: { edit, viewCosts } };
}

const NO_CONTENTS: BomContents = { colourways: [], lines: [] };

/** The product's colourways and lines as stored, in order. */
async function bomContents(executor: Executor, productId: string): Promise<BomContents> {
  const bill = await findBill(executor, productId);
  return bill ? { colourways: bill.colourways, lines: bill.lines } : NO_CONTENTS;
}

const colourIdsIn = (contents: {
  colourways: readonly { colourIds: readonly string[] }[];
  lines: readonly { colours: Record<string, string | null> }[];
}) =>
  [
    ...new Set([
      ...contents.colourways.flatMap((colourway) => colourway.colourIds),
      ...contents.lines.flatMap((line) => Object.values(line.colours)),
    ]),
  ].filter((id): id is string => id !== null);

export async function getBom(ctx: AppContext, user: UserRow, productId: string): Promise<Bom> {
  const { product, policies } = await standingOn(ctx.db, user, productId);
  const bill = await findBill(ctx.db, product.id);
  const head = bill?.head ?? null;
  const contents = bill ?? NO_CONTENTS;
  const colourRows = await coloursOfTeam(ctx.db, product.teamId, colourIdsIn(contents));
  return presentBom(
    product.id,
    head,
    await personOf(ctx.db, head?.updatedBy ?? null),
    contents,
    colourRows,
    policies,
  );
}

/** Refuses a bill whose ids, names, colourways or colours do not hold together. */
async function checkBom(executor: Executor, teamId: string, input: SaveBomInput) {
  const colourwayIds = new Set<string>();
  const names = new Set<string>();
  input.colourways.forEach((colourway, index) => {
    if (colourwayIds.has(colourway._id))
      throw fieldError(`colourways.${index}._id`, messages.colourwayTwice);
    const name = colourway.name.toLocaleLowerCase();
    if (names.has(name))
      throw fieldError(`colourways.${index}.name`, messages.colourwayNameTwice(colourway.name));
    colourwayIds.add(colourway._id);
    names.add(name);
  });
  const lineIds = new Set<string>();
  input.lines.forEach((line, index) => {
    if (lineIds.has(line._id)) throw fieldError(`lines.${index}._id`, messages.bomLineTwice);
    lineIds.add(line._id);
    const named = [...Object.keys(line.colours), ...line.notUsedIn];
    if (named.some((id) => !colourwayIds.has(id)))
      throw fieldError(`lines.${index}.colours`, messages.bomColourwayUnknown);
  });
  const wanted = colourIdsIn(input);
  const found = new Set((await coloursOfTeam(executor, teamId, wanted)).map((colour) => colour.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing === undefined) return;
  const where = input.colourways.findIndex((colourway) => colourway.colourIds.includes(missing));
  throw fieldError(where >= 0 ? `colourways.${where}.colourIds` : 'lines', messages.colourOfTeam);
}

/** A line as stored, its colours keyed by colourway in the bill's order. */
function lineValues(
  productId: string,
  colourwayIds: readonly string[],
  line: BomLineInput,
  position: number,
): BomLineValues {
  return {
    productId,
    id: line._id,
    position,
    kind: line.kind,
    name: line.name,
    placement: line.placement,
    supplier: line.supplier,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    currency: line.unitPrice === null ? null : line.currency,
    wastePercent: line.wastePercent,
    colours: Object.fromEntries(colourwayIds.map((id) => [id, line.colours[id] ?? null])),
    notUsedIn: colourwayIds.filter((id) => line.notUsedIn.includes(id)),
  };
}

/** What a bill holds, as exact values: '2.5' and '2.5000' read the same. */
function contentsKey(contents: {
  colourways: readonly Omit<ColourwayValues, 'productId' | 'position'>[];
  lines: readonly BomLineValues[];
}) {
  const exact = (value: string | null | undefined) =>
    value === null || value === undefined ? null : decimalText(value);
  return JSON.stringify([
    contents.colourways.map((colourway) => [colourway.id, colourway.name, colourway.colourIds]),
    contents.lines.map((line) => [
      line.id,
      line.kind,
      line.name,
      line.placement ?? '',
      line.supplier ?? '',
      exact(line.quantity),
      line.unit,
      exact(line.unitPrice),
      line.unitPrice == null ? null : line.currency,
      exact(line.wastePercent ?? '0'),
      // By colourway, in the bill's order: jsonb keeps an object's keys in an order of its own.
      contents.colourways.map((colourway) => line.colours?.[colourway.id] ?? null),
      line.notUsedIn ?? [],
    ]),
  ]);
}

/**
 * Saves the whole bill as its next revision (`PUT product/{id}/bom`), or answers that it is
 * already like this. Notes the change on the product's timeline (one entry per burst of one
 * person's saves: no prices, since the timeline is the product's viewers') and tells the team.
 */
export async function saveBom(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: SaveBomInput,
): Promise<{ data: Bom; message: string }> {
  return transaction(ctx, async (tx) => {
    const product = await productFor(tx, user, productId, 'edit');
    const head = await lockBom(tx, product.id);
    const current = head?.revision ?? 0;
    if (input.revision !== current) throw conflict(messages.bomRevisionStale);
    await checkBom(tx, product.teamId, input);

    const colourwayIds = input.colourways.map((colourway) => colourway._id);
    const colourways: ColourwayValues[] = input.colourways.map((colourway, position) => ({
      productId: product.id,
      id: colourway._id,
      position,
      name: colourway.name,
      colourIds: [...new Set(colourway.colourIds)],
    }));
    const lines = input.lines.map((line, position) =>
      lineValues(product.id, colourwayIds, line, position),
    );
    const policies = { edit: true, viewCosts: true };
    const answer = async (
      saved: { revision: number; updatedAt: Date; updatedBy: string | null } | null,
    ) => {
      const contents = await bomContents(tx, product.id);
      const colourRows = await coloursOfTeam(tx, product.teamId, colourIdsIn(contents));
      return presentBom(
        product.id,
        saved && {
          productId: product.id,
          teamId: product.teamId,
          createdAt: saved.updatedAt,
          ...saved,
        },
        await personOf(tx, saved?.updatedBy ?? null),
        contents,
        colourRows,
        policies,
      );
    };

    if (head) {
      const before = await bomContents(tx, product.id);
      if (contentsKey(before) === contentsKey({ colourways, lines }))
        return { data: await answer(head), message: messages.bomUnchanged };
    } else if (colourways.length === 0 && lines.length === 0) {
      return { data: await answer(null), message: messages.bomUnchanged };
    }

    const revision = current + 1;
    const updatedAt = new Date();
    if (head) {
      await updateBom(tx, product.id, { revision, updatedBy: user.id, updatedAt });
    } else {
      try {
        await insertBom(tx, {
          productId: product.id,
          teamId: product.teamId,
          revision,
          updatedBy: user.id,
          updatedAt,
        });
      } catch (err) {
        // A teammate saved the first revision at the same moment.
        if (isUniqueViolation(err)) throw conflict(messages.bomRevisionStale);
        throw err;
      }
    }
    await replaceContents(tx, product.id, colourways, lines);
    const summary = `${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${colourways.length} ${colourways.length === 1 ? 'colourway' : 'colourways'}`;
    await onTimelineBurst(
      tx,
      {
        productId: product.id,
        kind: 'bom',
        action: head ? 'changed' : 'created',
        actor: { userId: user.id },
        field: 'Bill of materials',
      },
      { same: '', withinMs: TIMELINE_BURST_MS, subject: async () => summary },
    );
    await bomChanged.record(tx, { teamId: product.teamId, productId: product.id, revision });
    return {
      data: await answer({ revision, updatedAt, updatedBy: user.id }),
      message: messages.bomSaved,
    };
  });
}

/**
 * The product's bill as answered to whoever may see costs, with the colours it names, for a module
 * that authorized the product itself (the tech pack's release snapshots it).
 */
export async function bomOf(
  executor: Executor,
  product: { id: string; teamId: string },
): Promise<Bom> {
  const bill = await findBill(executor, product.id);
  const head = bill?.head ?? null;
  const contents = bill ?? NO_CONTENTS;
  const colourRows = await coloursOfTeam(executor, product.teamId, colourIdsIn(contents));
  return presentBom(product.id, head, null, contents, colourRows, { edit: false, viewCosts: true });
}

/** Who saved something last, as answers name them (for costing too). */
export async function savedBy(executor: Executor, userId: string | null) {
  const person = await personOf(executor, userId);
  return person ? { _id: person.id, name: displayName(person) } : null;
}
