/** The product a question names: the best match of its words among the team's products. */
import { getProduct } from '../../products/service.ts';
import { search } from '../../search/service.ts';
import type { SkillRequest } from './types.ts';

export async function productNamed(request: SkillRequest, words: readonly string[]) {
  if (words.join('').length < 3) return null;
  const found = await search(request.ctx, request.user, {
    searchFilter: words.join(' or ').slice(0, 200),
    kind: 'product',
    teamId: request.teamId,
    page: 1,
    limit: 1,
  });
  const hit = found.data[0];
  return hit ? getProduct(request.ctx, request.user, hit._id) : null;
}
