/**
 * Drizzle queries of the materials library (issue 46 §1). The list is scoped to the teams the user
 * sees into, in SQL, beside the team the service has authorized; a material's image status comes
 * from its upload's row.
 */
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { MATERIAL_KINDS, MATERIALS_LIST_MAX } from '@atelier/domain';
import type { MaterialKind } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/search.ts';
import { materials, mediaFiles } from '../../db/schema/index.ts';
import type { MaterialRow } from '../../db/schema/index.ts';
import { holdsUploads } from '../../platform/media/upload-holders.ts';
import { isVisibleTeam } from '../policy/visibility.ts';

/** A material's image holds its upload (the sweep of unheld uploads leaves it alone). */
holdsUploads(materials.imagePath);

export type MaterialValues = Omit<typeof materials.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MaterialChanges = Partial<Omit<MaterialValues, 'teamId' | 'createdBy' | 'imagePath'>>;

const imageStatus = sql<
  string | null
>`(select ${mediaFiles.status} from ${mediaFiles} where ${mediaFiles.path} = ${materials.imagePath})`;

const withImageStatus = { row: materials, imageStatus };

/** Kinds in the order the library shows them (trims first, other components last). */
const kindOrder = sql`array_position(array[${sql.join(
  MATERIAL_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)}]::text[], ${materials.kind})`;

export interface MaterialFilter {
  kind?: MaterialKind | undefined;
  /** Contained in the name, the code or the supplier, in any case. */
  q?: string | undefined;
}

/** A team's materials by kind then name, at most MATERIALS_LIST_MAX, seen by `userId`. */
export function teamMaterials(
  executor: Executor,
  teamId: string,
  userId: string,
  filter: MaterialFilter,
) {
  const pattern = filter.q ? containsPattern(filter.q) : undefined;
  return executor
    .select(withImageStatus)
    .from(materials)
    .where(
      and(
        eq(materials.teamId, teamId),
        isVisibleTeam(materials.teamId, userId),
        filter.kind ? eq(materials.kind, filter.kind) : undefined,
        pattern
          ? or(
              ilike(materials.name, pattern),
              ilike(materials.code, pattern),
              ilike(materials.supplier, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(kindOrder, sql`lower(${materials.name})`, asc(materials.id))
    .limit(MATERIALS_LIST_MAX);
}

export type MaterialListRow = Awaited<ReturnType<typeof teamMaterials>>[number];

/** One material with its image's status, or undefined. */
export async function findMaterial(
  executor: Executor,
  id: string,
): Promise<MaterialListRow | undefined> {
  const [row] = await executor.select(withImageStatus).from(materials).where(eq(materials.id, id));
  return row;
}

/** The material, locked until the transaction ends (edits and image changes queue up). */
export async function lockMaterial(
  executor: Executor,
  id: string,
): Promise<MaterialRow | undefined> {
  const [row] = await executor.select().from(materials).where(eq(materials.id, id)).for('update');
  return row;
}

/** Is the name used by another material of the team, ignoring case? */
export async function materialNameTaken(
  executor: Executor,
  teamId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await executor
    .select({ id: materials.id })
    .from(materials)
    .where(
      and(
        eq(materials.teamId, teamId),
        sql`lower(${materials.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(materials.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Inserts a material; undefined when a concurrent request took the name first (the unique index
 * answers, so two writers can never both win).
 */
export async function insertMaterial(executor: Executor, values: MaterialValues) {
  const [row] = await executor
    .insert(materials)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: materials.id });
  return row;
}

export async function updateMaterial(executor: Executor, id: string, changes: MaterialChanges) {
  await executor
    .update(materials)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(materials.id, id));
}

export async function deleteMaterial(executor: Executor, id: string) {
  const removed = await executor
    .delete(materials)
    .where(eq(materials.id, id))
    .returning({ id: materials.id });
  return removed.length === 1;
}

export async function setMaterialImage(executor: Executor, id: string, imagePath: string | null) {
  await executor
    .update(materials)
    .set({ imagePath, updatedAt: new Date() })
    .where(eq(materials.id, id));
}
