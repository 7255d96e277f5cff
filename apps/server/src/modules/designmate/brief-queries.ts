/**
 * The team's products a brief's words describe (issue 44 §9): each product read as one document —
 * its name, description, category, season, fabrics, colours and tags — and counted by how many
 * of the prompt's words (stemmed) it holds, so "a resort capsule in poppy red linen" finds the
 * linen shirt in Poppy red of the Resort season though no single field says it all. Scoped by
 * `isProductTeam`, as the wall's own list is.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.ts';
import { isProductTeam } from '../policy/visibility.ts';

export interface BriefMatchRow {
  id: string;
  /** How many of the prompt's words the product holds. */
  matched: number;
}

const names = (links: string, column: string, table: string) =>
  sql.raw(`(select string_agg(e.name, ' ') from ${links} l join ${table} e on e.id = l.${column}
    where l.product_id = p.id)`);

export function briefMatches(
  executor: Executor,
  userId: string,
  teamId: string,
  words: string,
  max: number,
) {
  return rows<BriefMatchRow>(
    executor,
    sql`with prompt as (
        select tsvector_to_array(to_tsvector('english', ${words})) as lexemes
      ),
      documents as (
        select p.id, p.updated_at, to_tsvector('english', concat_ws(' ', p.name, p.description,
          c.name, s.name, ${names('product_fabrics', 'fabric_id', 'fabrics')},
          ${names('product_colours', 'colour_id', 'colours')},
          ${names('product_tags', 'tag_id', 'tags')})) as doc
        from products p
        left join categories c on c.id = p.category_id
        left join seasons s on s.id = p.season_id
        where p.team_id = ${teamId} and ${isProductTeam(sql`p.team_id`, userId)}
      )
      select d.id, cardinality(array(
          select unnest(tsvector_to_array(d.doc)) intersect select unnest(prompt.lexemes)
        ))::int as matched
      from documents d cross join prompt
      where tsvector_to_array(d.doc) && prompt.lexemes
      order by matched desc, d.updated_at desc, d.id
      limit ${max}`,
  );
}
