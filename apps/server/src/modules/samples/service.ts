/**
 * Sample requests (issue 47 §3; docs/decisions.md, Sample requests). A request follows its
 * product and its supplier through the policy's `sample` rules: the team asks and receives, the
 * supplier's people answer (acknowledge, ship, measure) and read their own supplier's only. A
 * request moves forward only. Receiving it, or the supplier's first measurements, opens the
 * round's fit session through the fits service, whose entries are never overwritten; both sides
 * hear of each step (a notification and `sampleChanged`), and of a request still not received
 * once its day has passed (`late.ts`).
 */
import { messages, SAMPLE_STATUSES } from '@atelier/domain';
import type {
  NoticeKey,
  SampleAction,
  SampleDetail,
  SampleRequest,
  SampleStatus,
  ZCreateSampleSchema,
  ZSampleMeasurementsSchema,
  ZUpdateSampleSchema,
} from '@atelier/domain';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ProductRow, SampleRequestRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import type { Once } from '../../platform/http/idempotency.ts';
import { schedule } from '../../platform/jobs/enqueue.ts';
import { transaction } from '../../platform/transaction.ts';
import { addFitPhotosIn, fitOf, openFitIn, recordFitIn } from '../fits/service.ts';
import { roundNamed } from '../fits/rounds-service.ts';
import { notice, notify } from '../notifications/service.ts';
import { usersAllowed } from '../policy/audience.ts';
import { authorizeProductList, authorizeStanding, loadMembership } from '../policy/policy.ts';
import { productPolicies } from '../policy/product.ts';
import { samplePolicies, type SampleRef } from '../policy/sample.ts';
import type { Standing } from '../policy/standing.ts';
import { receiveFiles } from '../products/files-service.ts';
import { productAndStanding } from '../products/service.ts';
import { specOf, type CurrentSpec, type Sheet } from '../specs/service.ts';
import { recordWebhookEvent, sampleUpdatedEvent } from '../webhooks/service.ts';
import { sampleLateJob, lateAt } from './late.ts';
import { sampleChanged } from './live.ts';
import { presentDetail, presentSample } from './presenter.ts';
import {
  deleteSample,
  findSample,
  findTechpackRevision,
  insertSample,
  isProductSupplier,
  openSamplesOfTeam,
  peopleOfSupplier,
  supplierNameOf,
  sampleRowOf,
  samplesOfProduct,
  updateSample,
  type SampleListRow,
} from './queries.ts';

const refOf = (
  sample: Pick<SampleRequestRow, 'teamId' | 'productId' | 'supplierId'>,
): SampleRef => ({
  teamId: sample.teamId,
  productId: sample.productId,
  supplierId: sample.supplierId,
});

function authorizeSample(standing: Standing, action: SampleAction, ref: SampleRef) {
  authorizeStanding(standing, action, { kind: 'sample', ...ref });
}

const presentRow = (row: SampleListRow, standing: Standing) =>
  presentSample(row, samplePolicies(standing, refOf(row.sample)));

/** The sheet's own spelling of a size ('m' is its 'M'), or null. */
const sizeOn = (sizes: readonly string[], size: string) =>
  sizes.find((candidate) => candidate.toLowerCase() === size.toLowerCase()) ?? null;

/** The size a request's fit session is of: the spec's base size when asked for, else the first. */
function sampleSizeOf(sample: SampleRequestRow, sheet: Sheet | null): string {
  if (sample.sampleSize) return sample.sampleSize;
  if (sheet && sizeOn(sample.sizes, sheet.baseSize)) return sheet.baseSize;
  const first = sample.sizes[0]!;
  return (sheet && sizeOn(sheet.sizes, first)) ?? first;
}

/** What the reader may do with the fit session shown: a supplier neither edits nor sees pins. */
function fitMay(standing: Standing, product: ProductRow) {
  if (standing.kind === 'user' && standing.membership?.supplier)
    return { canEdit: false, canSeePins: false };
  const policies = productPolicies(standing, product);
  return { canEdit: policies.edit, canSeePins: policies.viewComments };
}

/** The request as its reader sees it, read again after a write (in the same transaction). */
async function answerOf(executor: Executor, user: UserRow, standing: Standing, sampleId: string) {
  const row = await sampleRowOf(executor, sampleId, user.id);
  if (!row) throw notFound();
  return presentRow(row, standing);
}

/** The team's people who asked, when they may still view the product. */
async function askers(executor: Executor, sample: SampleRequestRow) {
  if (!sample.createdBy) return [];
  return usersAllowed(executor, 'view', { id: sample.productId, teamId: sample.teamId }, [
    sample.createdBy,
  ]);
}

const today = () => new Date().toISOString().slice(0, 10);

export async function createSample(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: z.output<typeof ZCreateSampleSchema>,
): Promise<SampleRequest> {
  return transaction(ctx, async (tx) => {
    const { product, standing } = await productAndStanding(tx, user, productId, 'open');
    const ref = { teamId: product.teamId, productId: product.id, supplierId: input.supplierId };
    authorizeSample(standing, 'request', ref);
    if (!(await isProductSupplier(tx, product.id, input.supplierId)))
      throw fieldError('supplierId', messages.sampleSupplierRequired);
    const round = await roundNamed(tx, product.teamId, input.round);
    const { sheet } = await specOf(tx, product);
    const sizes = input.sizes.map((size, index) => {
      if (!sheet) return size;
      const known = sizeOn(sheet.sizes, size);
      if (!known) throw fieldError(`sizes.${index}`, messages.sampleSizeNotOnSpec(size));
      return known;
    });
    const techpack = input.techpackRevisionId
      ? await findTechpackRevision(tx, product.id, input.techpackRevisionId)
      : null;
    if (input.techpackRevisionId && !techpack)
      throw fieldError('techpackRevisionId', messages.sampleTechpackNotFound);
    const sample = await insertSample(tx, {
      productId: product.id,
      teamId: product.teamId,
      supplierId: input.supplierId,
      round,
      sizes,
      quantity: input.quantity,
      neededBy: input.neededBy,
      techpackRevisionId: techpack?.id ?? null,
      note: input.note ?? '',
      createdBy: user.id,
    });
    const team = standing.kind === 'user' ? (standing.membership?.team.name ?? '') : '';
    await notify(tx, {
      userIds: await peopleOfSupplier(tx, sample.supplierId),
      key: 'sample',
      message: messages.sampleRequestedNotice(team, round, product.name, input.neededBy),
      teamId: product.teamId,
      productId: product.id,
      actorId: user.id,
      payload: {
        sampleId: sample.id,
        notice: notice('sampleRequested', {
          team,
          round,
          product: product.name,
          neededBy: input.neededBy,
        }),
      },
    });
    await schedule(
      tx,
      sampleLateJob,
      { sampleId: sample.id },
      { runAt: lateAt(sample.neededBy), dedupeKey: sample.id },
    );
    await sampleChanged.record(tx, { ...refOf(sample), sampleId: sample.id });
    await recordWebhookEvent(tx, sampleUpdatedEvent(product, sample));
    return answerOf(tx, user, standing, sample.id);
  });
}

export async function listSamples(ctx: AppContext, user: UserRow, productId: string) {
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'open');
  const rows = await samplesOfProduct(ctx.db, product.id, user.id);
  return rows.map((row) => presentRow(row, standing));
}

/** The board: the team's open requests, a supplier's person's own supplier's only (in SQL). */
export async function sampleBoard(ctx: AppContext, user: UserRow, teamId: string) {
  await authorizeProductList(ctx.db, user, 'canViewProducts', teamId);
  const membership = await loadMembership(ctx.db, user.id, teamId);
  const standing: Standing = { kind: 'user', userId: user.id, membership };
  const rows = await openSamplesOfTeam(ctx.db, teamId, user.id);
  return rows.map((row) => presentRow(row, standing));
}

/**
 * A request whole: the points to measure at its size and its fit session once open. The spec is
 * read once, here or by the caller that read it already (`current`), for both.
 */
async function detailOf(
  ctx: AppContext,
  executor: Executor,
  user: UserRow,
  standing: Standing,
  product: ProductRow,
  sample: SampleRequestRow,
  current?: CurrentSpec,
): Promise<SampleDetail> {
  const spec = current ?? (await specOf(executor, product));
  const fit = sample.fitId
    ? await fitOf(ctx, executor, product, sample.fitId, fitMay(standing, product), spec)
    : null;
  return presentDetail(await answerOf(executor, user, standing, sample.id), {
    sampleSize: sampleSizeOf(sample, spec.sheet),
    sheet: spec.sheet,
    fit,
  });
}

/** The product's request, once the user may `action` it (another supplier's is 404). */
async function sampleFor(
  executor: Executor,
  standing: Standing,
  product: ProductRow,
  sampleId: string,
  action: SampleAction,
  lock = false,
) {
  const sample = await findSample(executor, product.id, sampleId, lock);
  if (!sample) throw notFound();
  // Seeing it comes first: a request of another supplier is not found, whatever the action.
  authorizeSample(standing, 'view', refOf(sample));
  authorizeSample(standing, action, refOf(sample));
  return sample;
}

export async function getSample(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
): Promise<SampleDetail> {
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'open');
  const sample = await sampleFor(ctx.db, standing, product, sampleId, 'view');
  return detailOf(ctx, ctx.db, user, standing, product, sample);
}

const placeOf = (status: SampleStatus) => SAMPLE_STATUSES.indexOf(status);

/** What an update changes, or a 409 when the request is past it. */
function changesOf(
  sample: SampleRequestRow,
  input: z.output<typeof ZUpdateSampleSchema>,
  now: Date,
): Partial<SampleRequestRow> {
  if (sample.status === 'received') throw conflict(messages.sampleAlreadyReceived);
  if (input.status === 'acknowledged') {
    if (placeOf(sample.status) > placeOf('acknowledged'))
      throw conflict(messages.sampleAlreadyShipped);
    return {
      status: 'acknowledged',
      acknowledgedAt: sample.acknowledgedAt ?? now,
      ...(input.proposedDate !== undefined ? { proposedDate: input.proposedDate } : {}),
    };
  }
  if (input.status === 'shipped')
    return {
      status: 'shipped',
      acknowledgedAt: sample.acknowledgedAt ?? now,
      shippedAt: sample.shippedAt ?? now,
      ...(input.carrier !== undefined ? { carrier: input.carrier || null } : {}),
      ...(input.tracking !== undefined ? { tracking: input.tracking || null } : {}),
    };
  return { status: 'received', receivedAt: now };
}

const isSame = (sample: SampleRequestRow, changes: Partial<SampleRequestRow>) =>
  (Object.keys(changes) as (keyof SampleRequestRow)[]).every((key) => {
    const before = sample[key];
    const after = changes[key];
    return before instanceof Date && after instanceof Date
      ? before.getTime() === after.getTime()
      : before === after;
  });

/**
 * Acknowledges or ships (the supplier, or the team on its behalf) or receives (the team) a
 * request. Receiving opens the round's fit session in the sample size, arrived today, when the
 * spec sheet is saved (or marks the session the supplier's measurements opened as arrived).
 */
export async function updateSampleStatus(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
  input: z.output<typeof ZUpdateSampleSchema>,
  once?: Once,
): Promise<{ data: SampleRequest; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product, standing } = await productAndStanding(tx, user, productId, 'open');
    const sample = await sampleFor(tx, standing, product, sampleId, actionOf(input.status), true);
    const changes = changesOf(sample, input, new Date());
    if (isSame(sample, changes)) {
      const data = await answerOf(tx, user, standing, sample.id);
      await once?.keep(tx, data, messages.sampleUnchanged);
      return { data, message: messages.sampleUnchanged };
    }
    // Someone else moved it since its writer saw it (a change made offline): theirs to weigh.
    if (input.was !== undefined && input.was !== sample.status)
      throw conflict(messages.sampleChangedMeanwhile, { theirs: theirsOf(sample) });
    if (input.status === 'received')
      Object.assign(changes, await arrive(ctx, tx, user, product, standing, sample));
    await updateSample(tx, sample.id, changes);
    await tell(tx, product, standing, sample, input.status, user.id);
    await sampleChanged.record(tx, { ...refOf(sample), sampleId: sample.id });
    await recordWebhookEvent(tx, sampleUpdatedEvent(product, { ...sample, ...changes }));
    const data = await answerOf(tx, user, standing, sample.id);
    await once?.keep(tx, data, messages.sampleSaved);
    return { data, message: messages.sampleSaved };
  });
}

type SampleUpdate = z.output<typeof ZUpdateSampleSchema>['status'];

const actionOf = (status: SampleUpdate): SampleAction =>
  status === 'received' ? 'receive' : 'answer';

/** What a conflicting writer is shown of the request as it stands now. */
const theirsOf = (sample: SampleRequestRow) => ({
  status: sample.status,
  carrier: sample.carrier,
  tracking: sample.tracking,
  proposedDate: sample.proposedDate,
});

/** Refuses whoever may not make this step now: asked again before a kept answer is replayed. */
export async function mayUpdateSample(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
  status: SampleUpdate,
) {
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'open');
  await sampleFor(ctx.db, standing, product, sampleId, actionOf(status));
}

/** Opens the request's fit session, arrived today, or marks the open one arrived. */
async function arrive(
  ctx: AppContext,
  tx: Executor,
  user: UserRow,
  product: ProductRow,
  standing: Standing,
  sample: SampleRequestRow,
): Promise<Partial<SampleRequestRow>> {
  const spec = await specOf(tx, product);
  if (!spec.sheet) return {};
  const arrivedAt = today();
  if (sample.fitId) {
    await recordFitIn(
      ctx,
      tx,
      user,
      product,
      sample.fitId,
      { unit: null, arrivedAt, rows: [] },
      fitMay(standing, product),
      spec,
    );
    return {};
  }
  const sampleSize = sampleSizeOf(sample, spec.sheet);
  const session = await openFitIn(
    tx,
    user,
    product,
    { round: sample.round, sampleSize, arrivedAt },
    spec,
  );
  return { fitId: session.id, sampleSize };
}

/** Who hears of a step: the team's asker of the supplier's answers, the supplier of the team's. */
async function tell(
  tx: Executor,
  product: ProductRow,
  standing: Standing,
  sample: SampleRequestRow,
  step: 'acknowledged' | 'shipped' | 'received' | 'measured' | 'photos',
  actorId: string,
) {
  const team = standing.kind === 'user' ? (standing.membership?.team.name ?? '') : '';
  const names = { team, round: sample.round, product: product.name };
  const base = {
    key: 'sample' as const,
    teamId: product.teamId,
    productId: product.id,
    actorId,
  };
  if (step === 'received') {
    // Told to the supplier's own people, whose notice does not name the supplier.
    await notify(tx, {
      ...base,
      userIds: await peopleOfSupplier(tx, sample.supplierId),
      message: messages.sampleReceivedNotice(team, sample.round, product.name),
      payload: { sampleId: sample.id, notice: notice('sampleReceived', names) },
    });
    return;
  }
  const supplierName = await supplierNameOf(tx, sample.supplierId);
  const payload = (key: NoticeKey) => ({
    sampleId: sample.id,
    notice: notice(key, { ...names, supplier: supplierName }),
  });
  const [message, key] = (
    {
      acknowledged: [messages.sampleAcknowledgedNotice, 'sampleAcknowledged'],
      shipped: [messages.sampleShippedNotice, 'sampleShipped'],
      measured: [messages.sampleMeasuredNotice, 'sampleMeasured'],
      photos: [messages.samplePhotosNotice, 'samplePhotos'],
    } as const
  )[step];
  const userIds = (await askers(tx, sample)).filter((id) => id !== actorId);
  await notify(tx, {
    ...base,
    userIds,
    message: message(supplierName, sample.round, product.name),
    payload: payload(key),
  });
}

/**
 * The supplier's own measurements of its sample, at the sample size: they open the round's fit
 * session when it is not open yet, and each change is a new entry of it.
 */
export async function measureSample(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
  input: z.output<typeof ZSampleMeasurementsSchema>,
): Promise<{ data: SampleDetail; message: string }> {
  return transaction(ctx, async (tx) => {
    const { product, standing } = await productAndStanding(tx, user, productId, 'open');
    let sample = await sampleFor(tx, standing, product, sampleId, 'answer', true);
    // Read once: opening the session, recording and the answer all measure against this sheet.
    const spec = await specOf(tx, product);
    if (!spec.sheet) throw badRequest(messages.fitNeedsSpec);
    sample = await sessionFor(tx, user, product, sample, spec);
    const recorded = await recordFitIn(
      ctx,
      tx,
      user,
      product,
      sample.fitId!,
      {
        unit: input.unit ?? null,
        rows: input.rows.map((row) => ({ pomId: row.pomId, supplier: row.value })),
      },
      fitMay(standing, product),
      spec,
    );
    const changed = recorded.message !== messages.fitUnchanged;
    if (changed) {
      await tell(tx, product, standing, sample, 'measured', user.id);
      await sampleChanged.record(tx, { ...refOf(sample), sampleId: sample.id });
    }
    return {
      data: await detailOf(ctx, tx, user, standing, product, sample, spec),
      message: changed ? messages.sampleMeasured : messages.fitUnchanged,
    };
  });
}

/**
 * Withdraws a request the team made by mistake or no longer needs, before it is received: the
 * supplier's people are told, and a fit session its measurements opened stays as recorded.
 */
export async function withdrawSample(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
) {
  return transaction(ctx, async (tx) => {
    const { product, standing } = await productAndStanding(tx, user, productId, 'open');
    const sample = await sampleFor(tx, standing, product, sampleId, 'request', true);
    if (sample.status === 'received') throw conflict(messages.sampleAlreadyReceived);
    await deleteSample(tx, sample.id);
    const team = standing.kind === 'user' ? (standing.membership?.team.name ?? '') : '';
    await notify(tx, {
      userIds: await peopleOfSupplier(tx, sample.supplierId),
      key: 'sample',
      message: messages.sampleWithdrawnNotice(team, sample.round, product.name),
      teamId: product.teamId,
      productId: product.id,
      actorId: user.id,
      payload: {
        sampleId: sample.id,
        notice: notice('sampleWithdrawn', { team, round: sample.round, product: product.name }),
      },
    });
    await sampleChanged.record(tx, { ...refOf(sample), sampleId: sample.id });
    await recordWebhookEvent(tx, sampleUpdatedEvent(product, { ...sample, status: 'withdrawn' }));
    return { _id: sample.id };
  });
}

/** The request's fit session, opened (not arrived yet) in its sample size when it is not open. */
async function sessionFor(
  tx: Executor,
  user: UserRow,
  product: ProductRow,
  sample: SampleRequestRow,
  spec: CurrentSpec,
): Promise<SampleRequestRow & { fitId: string }> {
  if (sample.fitId) return { ...sample, fitId: sample.fitId };
  const sampleSize = sampleSizeOf(sample, spec.sheet);
  const session = await openFitIn(tx, user, product, { round: sample.round, sampleSize }, spec);
  await updateSample(tx, sample.id, { fitId: session.id, sampleSize });
  return { ...sample, fitId: session.id, sampleSize };
}

/**
 * The supplier's photos of its sample (issue 47 §3): image files of the product, added to the
 * round's fit session after its own photos (the session opened when it is not). The bytes are
 * stored first; the files, the photos and the notice land in one transaction, or none does.
 */
export async function addSamplePhotos(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  sampleId: string,
  parts: AsyncIterableIterator<Multipart>,
  announcedBytes: number,
): Promise<SampleDetail> {
  const { product, standing } = await productAndStanding(ctx.db, user, productId, 'open');
  await sampleFor(ctx.db, standing, product, sampleId, 'answer');
  if (!(await specOf(ctx.db, product)).sheet) throw badRequest(messages.fitNeedsSpec);
  const first = await firstFile(parts);
  let sample: SampleRequestRow | undefined;
  await receiveFiles(
    ctx,
    user,
    product,
    { folderId: null, announcedBytes, imagesOnly: messages.samplePhotosOnly },
    first,
    parts,
    async (tx, items) => {
      const locked = await sampleFor(tx, standing, product, sampleId, 'answer', true);
      sample = await sessionFor(tx, user, product, locked, await specOf(tx, product));
      await addFitPhotosIn(
        tx,
        user,
        product,
        sample.fitId!,
        items.map((item) => item.id),
      );
      await tell(tx, product, standing, sample, 'photos', user.id);
      await sampleChanged.record(tx, { ...refOf(sample), sampleId: sample.id });
    },
  );
  return detailOf(ctx, ctx.db, user, standing, product, sample!);
}

/**
 * The first file part of an upload (fields before it are ignored); a 400 without one. Read with
 * `next()`: leaving a `for await` would close the parts that follow it.
 */
async function firstFile(parts: AsyncIterableIterator<Multipart>) {
  for (let next = await parts.next(); !next.done; next = await parts.next()) {
    if (next.value.type !== 'file') continue;
    if (next.value.file.destroyed) throw fieldError('files', messages.uploadBroken);
    return next.value;
  }
  throw fieldError('files', messages.fileRequired);
}
