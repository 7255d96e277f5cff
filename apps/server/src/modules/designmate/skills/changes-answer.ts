/**
 * The change list as designmate answers it (issue 35): a product's whole thread — its comments
 * and its images' pins — read as the user may, turned into numbered requests, each linked to its
 * comment; resolved ones are kept, marked, for the page to strike out.
 */
import { messages, type DesignmateSource, type Product } from '@atelier/domain';
import { fieldError, forbidden } from '../../../platform/http/errors.ts';
import { threadOf } from '../queries.ts';
import { changeList } from './change-list.ts';
import { imageUrl, productSource, productUrl } from './links.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/** "1 change", "3 changes". */
const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export async function changesFor(
  request: SkillRequest,
  about?: Product,
  /** Only this person's comments ("what did Marco ask"). */
  authorId?: string,
): Promise<SkillAnswer> {
  const product = about ?? request.product;
  if (!product) throw fieldError('productId', messages.designmateNoProduct);
  if (!product.policies.viewComments) throw forbidden(messages.askPermission);
  const thread = await threadOf(request.ctx.db, request.user.id, product._id, authorId);
  const changes = changeList(thread);
  const open = changes.filter((change) => !change.resolved).length;
  const linkOf = (fileId: string | null) =>
    fileId ? imageUrl(fileId, product._id) : productUrl(product._id);
  const sources: DesignmateSource[] = [
    productSource(product),
    ...changes.map((change) => ({
      kind: 'comment' as const,
      _id: change.commentId,
      title: `${change.author}: ${change.text}`,
      url: linkOf(change.fileId),
    })),
  ];
  return {
    skill: 'changes',
    text:
      changes.length === 0
        ? `No change is asked for in ${product.name}’s ${counted(thread.length, 'comment', 'comments')}.`
        : `${counted(changes.length, 'change', 'changes')} asked for on ${product.name}, ${open} still open:`,
    result: { changes },
    sources: sources.filter(
      (source, index) => sources.findIndex((other) => other._id === source._id) === index,
    ),
  };
}
