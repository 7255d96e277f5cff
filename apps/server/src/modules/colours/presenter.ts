/** The only place colour responses are shaped. */
import type { Colour } from '@atelier/domain';
import { memberOf } from '../../db/team-scope.ts';
import { cataloguePolicies, membershipOf } from '../policy/policy.ts';
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
    policies: cataloguePolicies(membershipOf(row.team, userId, memberOf(row))),
  };
}
