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
    tag,
    body: ZShareProductSchema,
    data: ZShareLink,
    status: 201,
  }),
  /** The product's links, newest first. */
  links: endpoint({
    method: 'GET',
    path: '/product/shareProduct',
    tag,
    query: ZShareLinkListQuery,
    data: z.array(ZShareLink),
  }),
  revokeLink: endpoint({
    method: 'DELETE',
    path: '/product/shareProduct/:id',
    tag,
    params: z.object({ id: zRecordId() }),
    data: ZDeletedEntry,
  }),
  shareWithEmail: endpoint({
    method: 'POST',
    path: '/product/shareWithEmail',
    tag,
    body: ZShareWithEmailSchema,
    data: z.array(ZShareLink),
    status: 201,
  }),

  /** The product the token opens, with its files and grant. */
  open: endpoint({
    method: 'GET',
    path: '/shareProductLink',
    tag,
    public: true,
    query: ZShareTokenQuery,
    data: ZSharedProduct,
  }),
  teamFaces: endpoint({
    method: 'GET',
    path: '/teamuserdetails/:teamId',
    tag,
    public: true,
    params: z.object({ teamId: zRecordId() }),
    query: ZShareTokenQuery,
    data: ZTeamUserDetails,
  }),
  visitorComments: endpoint({
    method: 'GET',
    path: '/product/productCommentsNoAuth',
    tag,
    public: true,
    query: ZShareTokenQuery,
    data: z.array(ZComment),
  }),
  visitorComment: endpoint({
    method: 'POST',
    path: '/product/productCommentsNoAuth',
    tag,
    public: true,
    body: ZVisitorCommentSchema,
    data: ZComment,
    status: 201,
  }),
  visitorImageComments: endpoint({
    method: 'GET',
    path: '/product/getProductImgCommentsNonAuth',
    tag,
    public: true,
    query: ZVisitorImageCommentQuery,
    data: z.array(ZComment),
  }),
  visitorImageComment: endpoint({
    method: 'POST',
    path: '/product/productImgCommentsNonAuth',
    tag,
    public: true,
    body: ZVisitorImageCommentSchema,
    data: ZComment,
    status: 201,
  }),
};
