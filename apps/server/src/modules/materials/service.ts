/**
 * The team's materials library beyond fabrics (issue 46 §1). Whoever may do something with a
 * fabric may do it with a material: any active member reads (viewTeam), adding, editing and the
 * image need manageCatalogue (canAddProduct), deleting deleteCatalogue (canEditTeam). The policy
 * module decides; outsiders get 404 from it.
 */
import type { Readable } from 'node:stream';
import { messages } from '@atelier/domain';
import type {
  DeletedMaterial,
  Material,
  ZCreateMaterialSchema,
  ZMaterialsQuery,
  ZUpdateMaterialSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { forgetMedia, registerMedia, removeMediaFiles } from '../../platform/media/media.ts';
import { receiveImage } from '../../platform/media/upload.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize } from '../policy/policy.ts';
import type { Membership } from '../policy/standing.ts';
import { materialPolicies } from '../policy/team.ts';
import { presentMaterial } from './presenter.ts';
import {
  deleteMaterial as removeMaterial,
  findMaterial,
  insertMaterial,
  lockMaterial,
  materialNameTaken,
  setMaterialImage,
  teamMaterials,
  updateMaterial as saveMaterial,
  type MaterialChanges,
} from './queries.ts';

type ListQuery = z.output<typeof ZMaterialsQuery>;
type CreateInput = z.output<typeof ZCreateMaterialSchema>;
type UpdateInput = z.output<typeof ZUpdateMaterialSchema>;

const teamSubject = (teamId: string) => ({ kind: 'team' as const, teamId });
const nameTaken = (name: string) => conflict(messages.materialNameTaken(name));

/** The material as the member whose membership allowed the action sees it. */
async function answerOf(
  ctx: AppContext,
  executor: Executor,
  id: string,
  membership: Membership,
): Promise<Material> {
  const row = await findMaterial(executor, id);
  if (!row) throw notFound();
  return presentMaterial(row, materialPolicies(membership), ctx.storage);
}

/** A team's materials, of one kind and matching `q` when asked, by kind then name. */
export async function listMaterials(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  query: ListQuery,
): Promise<Material[]> {
  const membership = await authorize(ctx.db, user, 'viewTeam', teamSubject(teamId));
  const policies = materialPolicies(membership);
  const rows = await teamMaterials(ctx.db, teamId, user.id, {
    kind: query.kind,
    q: query.q || undefined,
  });
  return Promise.all(rows.map((row) => presentMaterial(row, policies, ctx.storage)));
}

export async function createMaterial(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  input: CreateInput,
): Promise<Material> {
  return transaction(ctx, async (tx) => {
    const membership = await authorize(tx, user, 'manageCatalogue', teamSubject(teamId));
    refusePriceUnseen(membership, input);
    if (await materialNameTaken(tx, teamId, input.name)) throw nameTaken(input.name);
    const unitPrice = input.unitPrice ?? null;
    const created = await insertMaterial(tx, {
      teamId,
      kind: input.kind,
      name: input.name,
      code: input.code ?? '',
      supplier: input.supplier ?? '',
      description: input.description ?? '',
      unit: input.unit,
      unitPrice,
      // A currency means something only beside a price.
      currency: unitPrice === null ? null : (input.currency ?? null),
      createdBy: user.id,
    });
    if (!created) throw nameTaken(input.name);
    return answerOf(ctx, tx, created.id, membership);
  });
}

/**
 * A price is a cost: whoever may not see costs may add and edit materials but not set a price
 * they could not read back (403), and their edits leave the price as it is.
 */
function refusePriceUnseen(
  membership: Membership,
  input: { unitPrice?: string | null; currency?: string | null },
) {
  if (materialPolicies(membership).viewCosts) return;
  if (input.unitPrice != null || input.currency != null)
    throw forbidden(messages.noPermissionCosts);
  delete input.unitPrice;
  delete input.currency;
}

/** The columns an update sets: the fields sent, nothing else. */
function changesOf(input: UpdateInput): MaterialChanges {
  const changes: MaterialChanges = {};
  for (const key of [
    'kind',
    'name',
    'code',
    'supplier',
    'description',
    'unit',
    'unitPrice',
    'currency',
  ] as const) {
    if (input[key] !== undefined) Object.assign(changes, { [key]: input[key] });
  }
  return changes;
}

export async function updateMaterial(
  ctx: AppContext,
  user: UserRow,
  id: string,
  input: UpdateInput,
): Promise<Material> {
  return transaction(ctx, async (tx) => {
    const current = await lockMaterial(tx, id);
    if (!current) throw notFound();
    const membership = await authorize(tx, user, 'manageCatalogue', teamSubject(current.teamId));
    refusePriceUnseen(membership, input);
    const changes = changesOf(input);
    const unitPrice = changes.unitPrice === undefined ? current.unitPrice : changes.unitPrice;
    const currency = changes.currency === undefined ? current.currency : changes.currency;
    // Clearing the currency of a priced material would leave a price in no currency.
    if (unitPrice !== null && currency === null) {
      throw fieldError('currency', messages.priceCurrencyRequired);
    }
    if (unitPrice === null && currency !== null) changes.currency = null;
    if (input.name !== undefined && (await materialNameTaken(tx, current.teamId, input.name, id))) {
      throw nameTaken(input.name);
    }
    if (Object.keys(changes).length > 0) {
      try {
        await saveMaterial(tx, id, changes);
      } catch (err) {
        if (isUniqueViolation(err) && input.name !== undefined) throw nameTaken(input.name);
        throw err;
      }
    }
    return answerOf(ctx, tx, id, membership);
  });
}

/** Deletes the material; its image's files go once that has committed. */
export async function deleteMaterial(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<DeletedMaterial> {
  const image = await transaction(ctx, async (tx) => {
    const current = await lockMaterial(tx, id);
    if (!current) throw notFound();
    await authorize(tx, user, 'deleteCatalogue', teamSubject(current.teamId));
    if (current.imagePath) await forgetMedia(tx, [current.imagePath]);
    if (!(await removeMaterial(tx, id))) throw notFound();
    return current.imagePath;
  });
  await removeMediaFiles(ctx.storage, [image]);
  return { _id: id };
}

// ---------------------------------------------------------------- a material's image

/**
 * Streams the image into storage (after checking who is asking, so strangers store nothing),
 * then records it, queues its derivatives and swaps it in, in one transaction; the old image's
 * files go once that has committed. If anything fails the new file is removed again. As a
 * fabric's swatch.
 */
export async function uploadMaterialImage(
  ctx: AppContext,
  user: UserRow,
  id: string,
  fileName: string,
  body: Readable & { truncated?: boolean },
): Promise<Material> {
  let teamId: string;
  try {
    const material = await findMaterial(ctx.db, id);
    if (!material) throw notFound();
    teamId = material.row.teamId;
    await authorize(ctx.db, user, 'manageCatalogue', teamSubject(teamId));
  } catch (err) {
    body.resume();
    throw err;
  }
  const image = await receiveImage(ctx.storage, `materials/${teamId}/${id}/`, fileName, body);
  let result: { previous: string | null; answer: Material };
  try {
    result = await transaction(ctx, async (tx) => {
      const material = await lockMaterial(tx, id);
      if (!material) throw notFound();
      const membership = await authorize(tx, user, 'manageCatalogue', teamSubject(material.teamId));
      await registerMedia(tx, image, { ownerId: user.id, teamId: material.teamId });
      await setMaterialImage(tx, id, image.path);
      if (material.imagePath) await forgetMedia(tx, [material.imagePath]);
      return { previous: material.imagePath, answer: await answerOf(ctx, tx, id, membership) };
    });
  } catch (err) {
    await removeMediaFiles(ctx.storage, [image.path]);
    throw err;
  }
  await removeMediaFiles(ctx.storage, [result.previous]);
  return result.answer;
}

export async function removeMaterialImage(
  ctx: AppContext,
  user: UserRow,
  id: string,
): Promise<Material> {
  const { previous, answer } = await transaction(ctx, async (tx) => {
    const material = await lockMaterial(tx, id);
    if (!material) throw notFound();
    const membership = await authorize(tx, user, 'manageCatalogue', teamSubject(material.teamId));
    if (material.imagePath) {
      await setMaterialImage(tx, id, null);
      await forgetMedia(tx, [material.imagePath]);
    }
    return { previous: material.imagePath, answer: await answerOf(ctx, tx, id, membership) };
  });
  await removeMediaFiles(ctx.storage, [previous]);
  return answer;
}
