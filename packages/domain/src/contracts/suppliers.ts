/**
 * Suppliers (issue 47 §1): a team invites a supplier company (`POST team/{teamId}/suppliers`),
 * lists its suppliers (`GET team/{teamId}/suppliers`), and assigns a product to some of them
 * (`PUT product/{id}/suppliers`); their people join through the e-mailed invitation
 * (`POST team/join`) and see only what is assigned to their supplier.
 */
import { z } from 'zod';
import {
  ZAssignSuppliersSchema,
  ZInviteSupplierSchema,
  ZProductSuppliersParams,
  ZSupplier,
  ZSupplierParams,
  ZSupplierRef,
} from '../suppliers.ts';
import { endpoint } from './endpoint.ts';

const tag = 'supplier';

export const supplierEndpoints = {
  invite: endpoint({
    method: 'POST',
    path: '/team/:teamId/suppliers',
    summary: 'Invite a supplier company',
    description:
      'The team’s owner, or a member with canAddMember. Adds the supplier `name` (unique in the team, in any case; 409 when taken) and e-mails each address a single-use invitation to /jointeam, as members are invited; whoever accepts it works for that supplier, seeing only the products assigned to it. Suppliers take no seat. Each address is counted against the limits on e-mails to people outside the team (429 past them); an address already in the team or invited is skipped.',
    refuses: [403, 404, 409],
    tag,
    params: ZSupplierParams,
    body: ZInviteSupplierSchema,
    data: z.object({ _id: z.string() }),
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/team/:teamId/suppliers',
    summary: 'List a team’s suppliers',
    description:
      'Any active member of the team (not a supplier’s person): each supplier by name, with the people who work for it, the addresses invited and not joined, and how many products it is assigned.',
    refuses: [403, 404],
    tag,
    params: ZSupplierParams,
    data: z.array(ZSupplier),
  }),
  product: endpoint({
    method: 'GET',
    path: '/product/:id/suppliers',
    summary: 'List the suppliers of a product',
    description:
      'Whoever may view the product, save a supplier’s person, who reads only their own supplier: the suppliers the product is assigned to, by name.',
    refuses: [403, 404],
    tag,
    params: ZProductSuppliersParams,
    data: z.array(ZSupplierRef),
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/product/:id/suppliers',
    summary: 'Assign a product to suppliers',
    description:
      'Whoever may share the product (canShareProduct): the product is assigned to exactly these suppliers of its team (an empty list takes it from all of them). Their people see it from now on, and those taken off stop seeing it at once. A supplier of another team is 400.',
    refuses: [403, 404],
    tag,
    params: ZProductSuppliersParams,
    body: ZAssignSuppliersSchema,
    data: z.array(ZSupplierRef),
  }),
};
