/**
 * Suppliers (issue 47 §1): the factories and mills a team works with. A team invites a supplier
 * company by e-mail; its people join through the invitation as members do, and see only the
 * products assigned to that supplier, and of those only what the team shares with suppliers.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { INVITE_EMAILS_MAX, zInviteEmail, zRecordId } from './teams.ts';
import { zRequiredText } from './text.ts';
import { ZPersonRef } from './people.ts';
import type { PermissionKey } from './permissions.ts';

export const SUPPLIER_NAME_MAX = 120;
/** Suppliers one product may be assigned to at once. */
export const PRODUCT_SUPPLIERS_MAX = 20;

/**
 * What a supplier's person holds in the team, always, on the products assigned to their supplier
 * only: view them and read and write their shared threads. No role or key adds to it.
 */
export const SUPPLIER_KEYS: readonly PermissionKey[] = [
  'canViewProducts',
  'canViewComments',
  'canAddComment',
];

export const ZSupplierParams = z.object({ teamId: zRecordId() });
export const ZProductSuppliersParams = z.object({ id: zRecordId() });

export const ZInviteSupplierSchema = z.object({
  name: zRequiredText(
    SUPPLIER_NAME_MAX,
    messages.supplierNameRequired,
    messages.supplierNameTooLong,
  ),
  emails: z
    .array(zInviteEmail, { error: messages.emailsRequired })
    .min(1, messages.emailsRequired)
    .max(INVITE_EMAILS_MAX, messages.tooManyEmails),
});
export type TInviteSupplierSchema = z.input<typeof ZInviteSupplierSchema>;

export const ZAssignSuppliersSchema = z.object({
  supplierIds: z
    .array(zRecordId(messages.supplierNotFound), { error: messages.supplierIdsRequired })
    .max(PRODUCT_SUPPLIERS_MAX, messages.tooManySuppliers)
    .transform((ids) => [...new Set(ids)]),
});
export type TAssignSuppliersSchema = z.input<typeof ZAssignSuppliersSchema>;

export const ZSupplierPerson = ZPersonRef.extend({ email: z.string(), status: z.string() });

/** A supplier company as its team sees it: who works for it, who is invited, what it makes. */
export const ZSupplier = z.object({
  _id: z.string(),
  name: z.string(),
  people: z.array(ZSupplierPerson),
  /** Addresses invited and not joined yet. */
  invited: z.array(z.string()),
  productCount: z.number(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof ZSupplier>;

export const ZSupplierRef = z.object({ _id: z.string(), name: z.string() });
export type SupplierRef = z.infer<typeof ZSupplierRef>;
