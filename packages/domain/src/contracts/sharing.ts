/**
 * The sharing endpoints (SPEC §7; issue 12). A member makes, lists and revokes a product's links
 * (`product/shareProduct`) and e-mails one to each address (`product/shareWithEmail`). A link's
 * visitor calls the public ones with the link's token instead of signing in: `shareProductLink`
 * opens the product, `teamuserdetails/{teamId}` shows the faces of its team, and the NoAuth/NonAuth
 * comment endpoints read and write its comments.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import { ZComment } from '../comments.ts';
import {
  ZShareLink,
  ZShareLinkListQuery,
  ZShareProductSchema,
  ZSharedProduct,
  ZShareTokenQuery,
  ZShareWithEmailSchema,
  ZTeamUserDetails,
  ZVisitorCommentSchema,
  ZVisitorImageCommentQuery,
  ZVisitorImageCommentSchema,
} from '../sharing.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'sharing';

export const sharingEndpoints = {
  createLink: endpoint({
    method: 'POST',
    path: '/product/shareProduct',
    summary: 'Make a share link',
    description:
      'Whoever may share the product (canShareProduct). Answers the link’s address and token; it grants view, or can-comment-and-view.',
    refuses: [403, 404],
    tag,
    body: ZShareProductSchema,
    data: ZShareLink,
    status: 201,
  }),
  links: endpoint({
    method: 'GET',
    path: '/product/shareProduct',
    summary: 'List a product’s share links',
    description: 'Whoever may share the product: its links, newest first.',
    refuses: [403, 404],
    tag,
    query: ZShareLinkListQuery,
    data: z.array(ZShareLink),
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/product/shareProduct/:id',
    summary: 'Revoke a share link',
    description:
      'Whoever may share its product. The link stops working at once, for every visitor.',
    refuses: [403, 404],
    tag,
    params: z.object({ id: zRecordId() }),
    data: ZDeletedEntry,
  }),
  shareWithEmail: endpoint({
    method: 'POST',
    path: '/product/shareWithEmail',
    summary: 'Share a product by e-mail',
    description:
      'Whoever may share the product. E-mails each address a link of its own, revoked one by one.',
    refuses: [403, 404],
    tag,
    body: ZShareWithEmailSchema,
    data: z.array(ZShareLink),
    status: 201,
  }),

  open: endpoint({
    method: 'GET',
    path: '/shareProductLink',
    summary: 'Open a shared product',
    description:
      'Anyone holding a share link’s token, without signing in: the product, its files and what the link grants. An unknown, tampered, revoked or expired token is 404.',
    refuses: [404],
    tag,
    public: true,
    query: ZShareTokenQuery,
    data: ZSharedProduct,
  }),
  teamFaces: endpoint({
    method: 'GET',
    path: '/teamuserdetails/:teamId',
    summary: 'Read a shared product’s team',
    description:
      'A share link’s visitor: the first faces of the team whose product the token opens.',
    refuses: [404],
    tag,
    public: true,
    params: z.object({ teamId: zRecordId() }),
    query: ZShareTokenQuery,
    data: ZTeamUserDetails,
  }),
  visitorComments: endpoint({
    method: 'GET',
    path: '/product/productCommentsNoAuth',
    summary: 'Read a shared product’s comments',
    description: 'A share link’s visitor: the comments on the product the token opens.',
    refuses: [404],
    tag,
    public: true,
    query: ZShareTokenQuery,
    data: z.array(ZComment),
  }),
  visitorComment: endpoint({
    method: 'POST',
    path: '/product/productCommentsNoAuth',
    summary: 'Comment on a shared product',
    description:
      'A visitor whose link grants can-comment-and-view (else 403), under the name they give.',
    refuses: [403, 404],
    tag,
    public: true,
    body: ZVisitorCommentSchema,
    data: ZComment,
    status: 201,
  }),
  visitorImageComments: endpoint({
    method: 'GET',
    path: '/product/getProductImgCommentsNonAuth',
    summary: 'Read a shared image’s comments',
    description:
      'A share link’s visitor: the comments pinned on one image of the product the token opens.',
    refuses: [404],
    tag,
    public: true,
    query: ZVisitorImageCommentQuery,
    data: z.array(ZComment),
  }),
  visitorImageComment: endpoint({
    method: 'POST',
    path: '/product/productImgCommentsNonAuth',
    summary: 'Comment on a shared image',
    description:
      'A visitor whose link grants can-comment-and-view (else 403): a comment pinned at a point of one of the product’s images.',
    refuses: [403, 404],
    tag,
    public: true,
    body: ZVisitorImageCommentSchema,
    data: ZComment,
    status: 201,
  }),
};
