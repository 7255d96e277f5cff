/**
 * A team's measurement library (issue 45): its points of measure, in the team's order, and its
 * size ranges. Reading needs viewMeasurements (canViewProducts), every change manageMeasurements
 * (canEditProduct too); outsiders get 404 from the policy. A team's first look at its library
 * seeds the starter library once (claimSeeding), so a new team is never empty and what it deletes
 * stays deleted; `POST pom/starter` puts the starter points back on request.
 */
import {
  formatCentimetres,
  messages,
  micrometres,
  POMS_MAX,
  SIZE_RANGES_MAX,
  STARTER_POMS,
  STARTER_SIZE_RANGES,
  type Pom,
  type SizeRange,
  type ZCreatePomSchema,
  type ZCreateSizeRangeSchema,
  type ZUpdatePomSchema,
  type ZUpdateSizeRangeSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  notFound,
} from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import type { Membership } from '../policy/standing.ts';
import { can } from '../policy/team.ts';
import { listFiles } from '../products/files-service.ts';
import { productFor } from '../products/service.ts';
import { presentPom, presentSizeRange } from './presenter.ts';
import {
  claimSeeding,
  countPoms,
  countSizeRanges,
  deletePom as removePom,
  deleteSizeRange as removeSizeRange,
  findPom,
  findSizeRange,
  insertPoms,
  insertSizeRanges,
  nextPomPosition,
  nextSizeRangePosition,
  pomCodeTaken,
  pomInUse,
  pomsByIds,
  setPomPositions,
  sizeRangeNameTaken,
  teamPoms,
  teamSizeRanges,
  updatePom as savePom,
  updateSizeRange as saveSizeRange,
  type PomValues,
} from './queries.ts';

const policiesOf = (membership: Membership) => {
  const manages = can(membership, 'manageMeasurements');
  return { edit: manages, delete: manages };
};

/** The starter points whose codes the team does not use, after its last one. */
async function starterPoms(tx: Executor, teamId: string, userId: string | null) {
  const taken = new Set((await teamPoms(tx, teamId)).map((pom) => pom.code));
  let position = await nextPomPosition(tx, teamId);
  const values: PomValues[] = STARTER_POMS.filter((pom) => !taken.has(pom.code)).map((pom) => ({
    teamId,
    code: pom.code,
    name: pom.name,
    howToMeasure: pom.howToMeasure,
    category: pom.category,
    toleranceMinus: pom.tolerance.minus,
    tolerancePlus: pom.tolerance.plus,
    position: position++,
    starter: true,
    createdBy: userId,
  }));
  return insertPoms(tx, values.slice(0, Math.max(POMS_MAX - taken.size, 0)));
}

/** Seeds the team's starter library the first time anyone looks at it (in the caller's tx). */
async function seedOnce(tx: Executor, teamId: string) {
  if (!(await claimSeeding(tx, teamId))) return;
  await starterPoms(tx, teamId, null);
  await insertSizeRanges(
    tx,
    STARTER_SIZE_RANGES.map((range, position) => ({
      teamId,
      name: range.name,
      sizes: [...range.sizes],
      baseSize: range.baseSize,
      position,
    })),
  );
}

/** Authorizes `action` on the team's library and seeds it on the first look. */
async function openLibrary(
  tx: Executor,
  user: UserRow,
  teamId: string,
  action: 'viewMeasurements' | 'manageMeasurements',
) {
  const membership = await authorize(tx, user, action, { kind: 'team', teamId });
  await seedOnce(tx, teamId);
  return membership;
}

async function pomList(tx: Executor, membership: Membership, teamId: string): Promise<Pom[]> {
  const policies = policiesOf(membership);
  return (await teamPoms(tx, teamId)).map((row) => presentPom(row, policies));
}

// ---------------------------------------------------------------- points of measure

type DiagramInput = { productId: string; fileId: string } | null | undefined;

/**
 * The diagram's columns once it is a file of a product of the team that the user may view (asked
 * before the write's transaction: the products service reads on its own connection). Anything
 * else is a 400 on the field, never a hint about another team's products.
 */
async function diagramColumns(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  diagram: DiagramInput,
): Promise<Pick<PomValues, 'diagramProductId' | 'diagramFileId'> | null> {
  if (diagram === undefined) return null;
  if (diagram === null) return { diagramProductId: null, diagramFileId: null };
  await authorize(ctx.db, user, 'manageMeasurements', { kind: 'team', teamId });
  const refused = () => fieldError('diagram', messages.pomDiagramInvalid);
  try {
    const product = await productFor(ctx.db, user, diagram.productId, 'view');
    if (product.teamId !== teamId) throw refused();
    const files = await listFiles(ctx, user, product.id);
    if (!files.some((item) => item._id === diagram.fileId && item.kind === 'file')) throw refused();
  } catch (err) {
    if (err instanceof AppError && err.statusCode !== 400) throw refused();
    throw err;
  }
  return { diagramProductId: diagram.productId, diagramFileId: diagram.fileId };
}

export async function listPoms(ctx: AppContext, user: UserRow, teamId: string) {
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, teamId, 'viewMeasurements');
    return pomList(tx, membership, teamId);
  });
}

type CreatePomInput = z.output<typeof ZCreatePomSchema>;

const toleranceColumns = (tolerance: { minus: number; plus: number }) => ({
  toleranceMinus: formatCentimetres(tolerance.minus),
  tolerancePlus: formatCentimetres(tolerance.plus),
});

export async function createPom(ctx: AppContext, user: UserRow, input: CreatePomInput) {
  const diagram = await diagramColumns(ctx, user, input.teamId, input.diagram);
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, input.teamId, 'manageMeasurements');
    if ((await countPoms(tx, input.teamId)) >= POMS_MAX) throw badRequest(messages.pomsTooMany);
    if (await pomCodeTaken(tx, input.teamId, input.code)) throw conflict(messages.pomCodeTaken);
    const [created] = await insertPoms(tx, [
      {
        teamId: input.teamId,
        code: input.code,
        name: input.name,
        howToMeasure: input.howToMeasure,
        category: input.category ?? null,
        ...toleranceColumns(input.tolerance),
        ...diagram,
        position: await nextPomPosition(tx, input.teamId),
        createdBy: user.id,
      },
    ]);
    // A teammate took the code at the same moment.
    if (!created) throw conflict(messages.pomCodeTaken);
    return presentPom(created, policiesOf(membership));
  });
}

export async function addStarterPoms(ctx: AppContext, user: UserRow, teamId: string) {
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, teamId, 'manageMeasurements');
    await starterPoms(tx, teamId, user.id);
    return pomList(tx, membership, teamId);
  });
}

export async function reorderPoms(
  ctx: AppContext,
  user: UserRow,
  input: { teamId: string; ids: string[] },
) {
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, input.teamId, 'manageMeasurements');
    const current = new Set((await teamPoms(tx, input.teamId)).map((pom) => pom.id));
    const asked = new Set(input.ids);
    const complete =
      asked.size === input.ids.length &&
      asked.size === current.size &&
      input.ids.every((id) => current.has(id));
    if (!complete) throw fieldError('ids', messages.reorderInvalid);
    await setPomPositions(tx, input.teamId, input.ids);
    return pomList(tx, membership, input.teamId);
  });
}

/** The point of measure, once the user may `action` on its team's library. */
async function pomFor(
  tx: Executor,
  user: UserRow,
  id: string,
  action: 'viewMeasurements' | 'manageMeasurements',
) {
  const pom = await findPom(tx, id);
  if (!pom) throw notFound();
  const membership = await authorize(tx, user, action, { kind: 'team', teamId: pom.teamId });
  return { pom, membership };
}

export async function updatePom(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: z.output<typeof ZUpdatePomSchema>,
) {
  const found = await findPom(ctx.db, id);
  const diagram = found ? await diagramColumns(ctx, user, found.teamId, input.diagram) : null;
  return transaction(ctx, async (tx) => {
    const { pom, membership } = await pomFor(tx, user, id, 'manageMeasurements');
    if (input.code && (await pomCodeTaken(tx, pom.teamId, input.code, pom.id)))
      throw conflict(messages.pomCodeTaken);
    const values: Partial<PomValues> = {
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.howToMeasure !== undefined ? { howToMeasure: input.howToMeasure } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      ...(input.tolerance ? toleranceColumns(input.tolerance) : {}),
      ...diagram,
    };
    try {
      const saved = await savePom(tx, pom.id, values);
      return presentPom(saved!, policiesOf(membership));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.pomCodeTaken);
      throw err;
    }
  });
}

export async function deletePom(ctx: AppContext, user: UserRow, id: string) {
  return transaction(ctx, async (tx) => {
    const { pom } = await pomFor(tx, user, id, 'manageMeasurements');
    if (await pomInUse(tx, pom.id)) throw conflict(messages.pomInUse);
    await removePom(tx, pom.id);
    return null;
  });
}

/**
 * The team's points of measure among `ids`, for a spec sheet whose product the caller has
 * authorized (its code, name and tolerance).
 */
export function pomsOfTeam(executor: Executor, teamId: string, ids: readonly string[]) {
  return pomsByIds(executor, teamId, ids);
}

/**
 * The team's library for reading a spec sheet file: its points of measure (tolerances in µm) and
 * size ranges, once the user may view it (seeded on the first look, as any read).
 */
export async function libraryForImport(tx: Executor, user: UserRow, teamId: string) {
  await openLibrary(tx, user, teamId, 'viewMeasurements');
  const [pomRows, ranges] = await Promise.all([teamPoms(tx, teamId), teamSizeRanges(tx, teamId)]);
  return {
    poms: pomRows.map((pom) => ({
      id: pom.id,
      code: pom.code,
      name: pom.name,
      tolerance: pomTolerance(pom),
    })),
    sizeRanges: ranges.map((range) => ({ sizes: range.sizes, baseSize: range.baseSize })),
  };
}

/**
 * Adds the points of measure an imported file names and the team lacks, after its last one, once
 * the user may change the library; answers their ids by code. A code a teammate took meanwhile
 * is 409, as when adding one by hand.
 */
export async function addImportedPoms(
  tx: Executor,
  user: UserRow,
  teamId: string,
  added: readonly { code: string; name: string; tolerance: { minus: number; plus: number } }[],
): Promise<Map<string, string>> {
  if (added.length === 0) return new Map();
  await openLibrary(tx, user, teamId, 'manageMeasurements');
  if ((await countPoms(tx, teamId)) + added.length > POMS_MAX)
    throw badRequest(messages.pomsTooMany);
  let position = await nextPomPosition(tx, teamId);
  const created = await insertPoms(
    tx,
    added.map((pom) => ({
      teamId,
      code: pom.code,
      name: pom.name,
      howToMeasure: '',
      category: null,
      ...toleranceColumns(pom.tolerance),
      position: position++,
      createdBy: user.id,
    })),
  );
  if (created.length !== added.length) throw conflict(messages.pomCodeTaken);
  return new Map(created.map((pom) => [pom.code, pom.id]));
}

/** A point of measure's tolerance in µm, for a row that states none of its own. */
export const pomTolerance = (pom: { toleranceMinus: string; tolerancePlus: string }) => ({
  minus: micrometres(pom.toleranceMinus),
  plus: micrometres(pom.tolerancePlus),
});

// ---------------------------------------------------------------- size ranges

export async function listSizeRanges(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
): Promise<SizeRange[]> {
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, teamId, 'viewMeasurements');
    const policies = policiesOf(membership);
    return (await teamSizeRanges(tx, teamId)).map((row) => presentSizeRange(row, policies));
  });
}

export async function createSizeRange(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof ZCreateSizeRangeSchema>,
) {
  return transaction(ctx, async (tx) => {
    const membership = await openLibrary(tx, user, input.teamId, 'manageMeasurements');
    if ((await countSizeRanges(tx, input.teamId)) >= SIZE_RANGES_MAX)
      throw badRequest(messages.sizeRangesTooMany);
    if (await sizeRangeNameTaken(tx, input.teamId, input.name))
      throw conflict(messages.sizeRangeNameTaken);
    const [created] = await insertSizeRanges(tx, [
      {
        teamId: input.teamId,
        name: input.name,
        sizes: input.sizes,
        baseSize: input.baseSize,
        position: await nextSizeRangePosition(tx, input.teamId),
      },
    ]);
    if (!created) throw conflict(messages.sizeRangeNameTaken);
    return presentSizeRange(created, policiesOf(membership));
  });
}

async function sizeRangeFor(tx: Executor, user: UserRow, id: string) {
  const range = await findSizeRange(tx, id);
  if (!range) throw notFound();
  const membership = await authorize(tx, user, 'manageMeasurements', {
    kind: 'team',
    teamId: range.teamId,
  });
  return { range, membership };
}

export async function updateSizeRange(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: z.output<typeof ZUpdateSizeRangeSchema>,
) {
  return transaction(ctx, async (tx) => {
    const { range, membership } = await sizeRangeFor(tx, user, id);
    if (input.name && (await sizeRangeNameTaken(tx, range.teamId, input.name, range.id)))
      throw conflict(messages.sizeRangeNameTaken);
    try {
      const saved = await saveSizeRange(tx, range.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.sizes && input.baseSize ? { sizes: input.sizes, baseSize: input.baseSize } : {}),
      });
      return presentSizeRange(saved!, policiesOf(membership));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.sizeRangeNameTaken);
      throw err;
    }
  });
}

export async function deleteSizeRange(ctx: AppContext, user: UserRow, id: string) {
  return transaction(ctx, async (tx) => {
    const { range } = await sizeRangeFor(tx, user, id);
    await removeSizeRange(tx, range.id);
    return null;
  });
}
