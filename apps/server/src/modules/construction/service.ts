/**
 * Products' construction details (issue 46 §4): read by whoever may view the product, changed by
 * whoever may edit it (the products service decides both; a share link never reaches these
 * routes). Callouts are numbered 1, 2, 3… in the product's order: a new one takes the next number,
 * a new number moves one and shifts those between, a deletion closes the gap. The notes are saved
 * whole against the revision the editor read; an older one is refused (409). Each change takes
 * the product's construction head first (so two run one after the other), is noted on the
 * product's timeline when it adds, deletes or rewrites something, and reaches open pages live.
 */
import {
  CALLOUTS_MAX,
  hasDerivatives,
  messages,
  type Callout,
  type Construction,
  type TCreateCalloutSchema,
  type TSaveConstructionNotesSchema,
  type TUpdateCalloutSchema,
} from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { ConstructionCalloutRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { productFor } from '../products/service.ts';
import { onTimeline, onTimelineBurst, QUOTED } from '../timeline/service.ts';
import { constructionChanged } from './live.ts';
import { presentCallout, presentConstruction } from './presenter.ts';
import {
  calloutsOf,
  deleteCallout,
  findConstruction,
  findFile,
  imagesOf,
  insertCallout,
  lockConstruction,
  renumber,
  updateCallout as saveCallout,
  updateNotes,
} from './queries.ts';

type ProductRef = { id: string; teamId: string };

/** One person's typing, saved as they go, reads as one timeline entry within this time. */
const NOTES_SITTING_MS = 10 * 60 * 1000;

const quoted = (text: string) =>
  text.length > QUOTED ? `${text.slice(0, QUOTED - 1).trimEnd()}…` : text;

async function present(
  ctx: AppContext,
  executor: Executor,
  product: ProductRef,
  head: { notes: string; revision: number } | null,
  canEdit: boolean,
): Promise<Construction> {
  const callouts = await calloutsOf(executor, product.id);
  const images = await imagesOf(executor, product.id, [
    ...new Set(callouts.map((callout) => callout.fileId)),
  ]);
  return presentConstruction(ctx.files, product.id, head, callouts, images, canEdit);
}

export async function getConstruction(
  ctx: AppContext,
  user: UserRow,
  productId: string,
): Promise<Construction> {
  const product = await productFor(ctx.db, user, productId, 'view');
  const standing = await authorize(ctx.db, user, 'view', { kind: 'product', ...product });
  const canEdit = productPolicies(standing, product).edit;
  return present(ctx, ctx.db, product, await findConstruction(ctx.db, product.id), canEdit);
}

/**
 * The product's notes and callouts numbered in their order, for a module that authorized the
 * product itself (the tech pack's release snapshots them).
 */
export async function constructionOf(executor: Executor, productId: string) {
  const head = await findConstruction(executor, productId);
  const callouts = await calloutsOf(executor, productId);
  return {
    notes: head?.notes ?? '',
    callouts: callouts.map((row, index) => presentCallout(row, index + 1)),
  };
}

/** The product once the user may edit it, its head locked, and its callouts in their order. */
async function editable(tx: Executor, user: UserRow, productId: string) {
  const product = await productFor(tx, user, productId, 'edit');
  const head = await lockConstruction(tx, product.id, product.teamId);
  const callouts = await calloutsOf(tx, product.id);
  return { product, head, callouts };
}

function calloutIn(callouts: readonly ConstructionCalloutRow[], calloutId: string) {
  const index = callouts.findIndex((callout) => callout.id === calloutId);
  if (index < 0) throw notFound(messages.calloutNotFound);
  return { callout: callouts[index]!, index };
}

async function changed(tx: Executor, product: ProductRef) {
  await constructionChanged.record(tx, { teamId: product.teamId, productId: product.id });
}

/** Pins a callout on one of the product's images; it takes the next number. */
export async function addCallout(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TCreateCalloutSchema,
): Promise<Callout> {
  return transaction(ctx, async (tx) => {
    const { product, callouts } = await editable(tx, user, productId);
    const file = await findFile(tx, product.id, input.fileId);
    if (!file || !hasDerivatives(file.ext)) {
      throw fieldError('fileId', messages.calloutImageOfProduct);
    }
    if (callouts.length >= CALLOUTS_MAX) throw badRequest(messages.calloutsTooMany);
    // Numbers close their gaps first (an image deleted with its callouts may have left one).
    await renumber(
      tx,
      product.id,
      callouts.map((callout) => callout.id),
    );
    const number = callouts.length + 1;
    const row = await insertCallout(tx, {
      productId: product.id,
      fileId: file.id,
      number,
      x: input.x,
      y: input.y,
      text: input.text,
      createdBy: user.id,
    });
    await onTimeline(tx, {
      productId: product.id,
      kind: 'construction',
      action: 'added',
      actor: { userId: user.id },
      field: 'Callout',
      after: `Callout ${number}`,
      subject: quoted(input.text),
    });
    await changed(tx, product);
    return presentCallout(row, number);
  });
}

/**
 * Moves the callout on its image, rewords it, or gives it another number: it takes that place in
 * the list and the callouts between shift by one (a number past the last makes it the last).
 */
export async function updateCallout(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  calloutId: string,
  input: TUpdateCalloutSchema,
): Promise<{ data: Callout; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product, callouts } = await editable(tx, user, productId);
    const { callout, index } = calloutIn(callouts, calloutId);
    const target = Math.min(input.number ?? index + 1, callouts.length) - 1;
    const order = callouts.filter((row) => row.id !== callout.id);
    order.splice(target, 0, callout);
    await renumber(
      tx,
      product.id,
      order.map((row) => row.id),
    );
    const values = {
      ...(input.x !== undefined ? { x: input.x } : {}),
      ...(input.y !== undefined ? { y: input.y } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
    };
    const same =
      target === index &&
      (values.x ?? callout.x) === callout.x &&
      (values.y ?? callout.y) === callout.y &&
      (values.text ?? callout.text) === callout.text;
    if (same)
      return { data: presentCallout(callout, index + 1), message: messages.calloutUnchanged };
    const row = await saveCallout(tx, callout.id, values);
    await changed(tx, product);
    return { data: presentCallout(row, target + 1), message: messages.calloutSaved };
  });
}

/** Deletes the callout; the ones after it move up a number. */
export async function removeCallout(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  calloutId: string,
): Promise<null> {
  return transaction(ctx, async (tx) => {
    const { product, callouts } = await editable(tx, user, productId);
    const { callout, index } = calloutIn(callouts, calloutId);
    await deleteCallout(tx, callout.id);
    await renumber(
      tx,
      product.id,
      callouts.filter((row) => row.id !== callout.id).map((row) => row.id),
    );
    await onTimeline(tx, {
      productId: product.id,
      kind: 'construction',
      action: 'deleted',
      actor: { userId: user.id },
      field: 'Callout',
      before: `Callout ${index + 1}`,
      subject: quoted(callout.text),
    });
    await changed(tx, product);
    return null;
  });
}

/**
 * Saves the notes whole as their next revision. `revision` is the one the editor read: another
 * save since then answers 409 and changes nothing. Notes already like this make no revision.
 */
export async function saveNotes(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TSaveConstructionNotesSchema,
): Promise<{ data: Construction; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product, head } = await editable(tx, user, productId);
    if (input.revision !== head.revision) throw conflict(messages.constructionRevisionStale);
    if (input.notes === head.notes) {
      return {
        data: await present(ctx, tx, product, head, true),
        message: messages.constructionNotesUnchanged,
      };
    }
    const saved = { notes: input.notes, revision: head.revision + 1 };
    await updateNotes(tx, product.id, { ...saved, updatedBy: user.id, updatedAt: new Date() });
    // Notes are typed and saved as one goes: one person's sitting reads as one entry.
    const same = 'Construction notes';
    await onTimelineBurst(
      tx,
      {
        productId: product.id,
        kind: 'construction',
        action: 'edited',
        actor: { userId: user.id },
        field: 'Construction notes',
        after: null,
      },
      {
        same,
        withinMs: NOTES_SITTING_MS,
        subject: async () =>
          input.notes.trim() === '' ? `${same} cleared` : `${same}: ${quoted(input.notes.trim())}`,
      },
    );
    await changed(tx, product);
    return {
      data: await present(ctx, tx, product, saved, true),
      message: messages.constructionNotesSaved,
    };
  });
}
