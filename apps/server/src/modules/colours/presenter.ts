/** The only place colour responses are shaped. */
import type { Colour } from '@atelier/domain';
import { membershipOfRow } from '../policy/standing.ts';
import { cataloguePolicies } from '../policy/team.ts';
import type { ColourListRow } from './queries.ts';

export function presentColour(row: Omit<ColourListRow, 'total'>, userId: string): Colour {
  return {
    _id: row.colour.id,
    teamId: row.colour.teamId,
    name: row.colour.name,
    code: row.colour.code,
    hexCode: row.colour.hexCode,
    isFavorite: row.isFavorite,
    createdAt: row.colour.createdAt.toISOString(),
    updatedAt: row.colour.updatedAt.toISOString(),
    policies: cataloguePolicies(membershipOfRow(row, userId)),
  };
}
