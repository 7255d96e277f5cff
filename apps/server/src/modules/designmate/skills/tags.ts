/**
 * Tag and catalogue suggestions for a product (issue 35): the team's own categories, seasons,
 * fabrics and tags whose names its name, description and comments speak of, ranked by full text
 * in the database; those it already has are marked applied, so one click applies the rest.
 */
import { messages, type Product, type TagSuggestion } from '@atelier/domain';
import { fieldError } from '../../../platform/http/errors.ts';
import { catalogueMatches, threadOf } from '../queries.ts';
import { productSource } from './links.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

const MOST = 12;

function appliedIds(product: Product): Set<string> {
  return new Set(
    [product.category, product.season, ...product.fabrics, ...product.tags].flatMap((entry) =>
      entry ? [entry._id] : [],
    ),
  );
}

export async function suggestTags(request: SkillRequest): Promise<SkillAnswer> {
  const { product } = request;
  if (!product) throw fieldError('productId', messages.designmateNoProduct);
  const thread = await threadOf(request.ctx.db, request.user.id, product._id);
  const text = [product.name, product.description, ...thread.map((comment) => comment.text)].join(
    '\n',
  );
  const matches = await catalogueMatches(
    request.ctx.db,
    request.user.id,
    product.teamId,
    text,
    MOST,
  );
  const applied = appliedIds(product);
  const suggestions: TagSuggestion[] = matches.map((entry) => ({
    kind: entry.kind,
    _id: entry.id,
    name: entry.name,
    applied: applied.has(entry.id),
  }));
  const fresh = suggestions.filter((entry) => !entry.applied).length;
  return {
    skill: 'tags',
    text:
      suggestions.length === 0
        ? `None of the team’s categories, seasons, fabrics or tags is named in ${product.name} or its comments yet.`
        : fresh === 0
          ? `${product.name} already has every entry its words point to.`
          : `From ${product.name}’s name, description and comments, these fit:`,
    result: { suggestions },
    sources: [productSource(product)],
  };
}
