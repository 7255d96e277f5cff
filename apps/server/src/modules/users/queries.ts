/**
 * People the user works with: owners and active members of the teams the user sees into (the
 * policy's visibleTeamIds), without the user. Scoped, grouped and paginated in one SQL statement.
 */
import { sql } from 'drizzle-orm';
import type { PlanType } from '@atelier/domain';
import type { SQL } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { visibleTeamIds } from '../policy/visibility.ts';

export interface PersonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  profile_picture: string | null;
  job_title: string;
  teams: { _id: string; name: string }[];
  total: number | string;
}

const colleagues = (userId: string) => sql`
  with my_teams as (${visibleTeamIds(userId)}),
  people as (
    select t.created_by as user_id, t.id as team_id from teams t
    where t.id in (select id from my_teams)
    union
    select m.user_id, m.team_id from team_members m
    where m.team_id in (select id from my_teams) and m.status = 'active'
  )`;

function matches(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = containsPattern(search);
  return sql`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
    or (u.first_name || ' ' || u.last_name) ilike ${pattern} or u.email ilike ${pattern})`;
}

export function listPeople(
  executor: Executor,
  userId: string,
  options: { page: number; limit: number; search?: string | undefined },
) {
  return rows<PersonRow>(
    executor,
    sql`${colleagues(userId)}
    select u.id, u.first_name, u.last_name, u.email, u.profile_picture, u.job_title,
      json_agg(json_build_object('_id', t.id, 'name', t.name) order by t.name, t.id) as teams,
      count(*) over () as total
    from people p
      join users u on u.id = p.user_id
      join teams t on t.id = p.team_id
    where p.user_id <> ${userId} and ${matches(options.search)}
    group by u.id
    order by lower(u.first_name), lower(u.last_name), u.id
    limit ${options.limit} offset ${(options.page - 1) * options.limit}`,
  );
}

export async function countPeople(executor: Executor, userId: string, search: string | undefined) {
  const [row] = await rows<{ total: number | string }>(
    executor,
    sql`${colleagues(userId)}
    select count(distinct u.id) as total from people p join users u on u.id = p.user_id
    where p.user_id <> ${userId} and ${matches(search)}`,
  );
  return Number(row?.total ?? 0);
}

export function listPeopleCompact(executor: Executor, userId: string, limit: number) {
  return rows<Omit<PersonRow, 'job_title' | 'teams' | 'total'>>(
    executor,
    sql`${colleagues(userId)}
    select distinct u.id, u.first_name, u.last_name, u.email, u.profile_picture,
      lower(u.first_name) as sort_first, lower(u.last_name) as sort_last
    from people p join users u on u.id = p.user_id
    where p.user_id <> ${userId}
    order by sort_first, sort_last, u.id
    limit ${limit}`,
  );
}

export async function setPlanByEmail(executor: Executor, email: string, planType: PlanType) {
  const [user] = await executor
    .update(users)
    .set({ planType, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning();
  return user;
}
