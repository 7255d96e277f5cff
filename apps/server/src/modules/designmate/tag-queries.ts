/**
 * What tag suggestions read besides a product's words (issue 44 §8): the details of its fabrics,
 * and the catalogue entries of the team's products most like it. Each product is scoped by
 * `isProductTeam`, as the wall's own list is.
 */
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client.ts';
import { isProductTeam } from '../policy/visibility.ts';

export interface FabricDetailsRow {
  id: string;
  name: string;
  composition: string;
  notes: string;
}

/** The product's fabrics with what their library entries say of them, in the product's order. */
export function fabricDetails(executor: Executor, userId: string, productId: string) {
  return rows<FabricDetailsRow>(
    executor,
    sql`select f.id, f.name, f.composition, f.notes
      from product_fabrics pf
      join fabrics f on f.id = pf.fabric_id
      join products p on p.id = pf.product_id
      where pf.product_id = ${productId} and ${isProductTeam(sql`p.team_id`, userId)}
      order by pf.position, f.name`,
  );
}

export interface SimilarEntryRow {
  kind: 'category' | 'season' | 'tag';
  id: string;
  name: string;
  /** The similar product that has it. */
  productName: string;
  /** Its category, when it is the product's too. */
  sameCategory: string | null;
  /** The fabrics it shares with the product, comma-separated. */
  sharedFabrics: string | null;
  /** Whether its name shares a word with the product's (stemmed: "pleats" and "pleated"). */
  sharedWords: boolean;
  score: number;
}

/** How many of the most similar products are read for their entries. */
const SIMILAR = 20;

/**
 * The seasons, categories and tags of the team's products most like this one — the same
 * category (2), a fabric in common (2), a word of the name in common (1) — that this product
 * lacks; a single-valued entry (category, season) only when the product has none. One row per
 * entry and product, the most similar product first.
 */
export function similarProductEntries(executor: Executor, userId: string, productId: string) {
  return rows<SimilarEntryRow>(
    executor,
    sql`with me as (
        select p.id, p.team_id, p.category_id, p.season_id,
          replace(plainto_tsquery('english', p.name)::text, ' & ', ' | ') as words
        from products p
        where p.id = ${productId} and ${isProductTeam(sql`p.team_id`, userId)}
      ),
      alike as (
        select o.id, o.name, o.category_id, o.season_id,
          (select c.name from categories c
            where c.id = o.category_id and o.category_id = me.category_id) as same_category,
          (select string_agg(f.name, ', ' order by f.name)
            from product_fabrics theirs
            join product_fabrics mine
              on mine.fabric_id = theirs.fabric_id and mine.product_id = me.id
            join fabrics f on f.id = theirs.fabric_id
            where theirs.product_id = o.id) as shared_fabrics,
          case when me.words = '' then false
            else to_tsvector('english', o.name) @@ me.words::tsquery end as shared_words
        from products o cross join me
        where o.team_id = me.team_id and o.id <> me.id
          and ${isProductTeam(sql`o.team_id`, userId)}
      ),
      ranked as (
        select alike.*,
          (case when same_category is not null then 2 else 0 end)
          + (case when shared_fabrics is not null then 2 else 0 end)
          + (case when shared_words then 1 else 0 end) as score
        from alike
        where same_category is not null or shared_fabrics is not null or shared_words
        order by score desc, alike.name, alike.id
        limit ${SIMILAR}
      )
      select * from (
        select 'season'::text as kind, s.id, s.name, r.name as "productName",
          r.same_category as "sameCategory", r.shared_fabrics as "sharedFabrics",
          r.shared_words as "sharedWords", r.score
        from ranked r cross join me
        join seasons s on s.id = r.season_id
        where me.season_id is null
        union all
        select 'category', c.id, c.name, r.name, r.same_category, r.shared_fabrics,
          r.shared_words, r.score
        from ranked r cross join me
        join categories c on c.id = r.category_id
        where me.category_id is null
        union all
        select 'tag', t.id, t.name, r.name, r.same_category, r.shared_fabrics,
          r.shared_words, r.score
        from ranked r cross join me
        join product_tags pt on pt.product_id = r.id
        join tags t on t.id = pt.tag_id
        where not exists (
          select 1 from product_tags had where had.product_id = me.id and had.tag_id = t.id)
      ) entries
      order by score desc, "productName", name`,
  );
}
