/**
 * What buyers read of a product (issue 36 line sheets): read by whoever may view the product,
 * changed by whoever may edit it, each change on the timeline. A price needs its currency, and
 * a delivery window may not end before it starts.
 */
import { messages, type BuyerFields, type TUpdateBuyerFieldsSchema } from '@atelier/domain';
import type { ProductRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/http/errors.ts';
import { transaction } from '../../platform/transaction.ts';
import { authorize, type Actor } from '../policy/policy.ts';
import { onTimeline } from '../timeline/service.ts';
import { fieldEdits, type FollowedField } from './timeline-edits.ts';
import { productChanged } from './live.ts';
import { lockProduct, updateProduct } from './queries.ts';
import { productFor } from './service.ts';

function present(product: ProductRow): BuyerFields {
  return {
    productId: product.id,
    styleNumber: product.styleNumber,
    sizes: product.sizes,
    composition: product.composition,
    wholesalePrice: product.wholesalePrice,
    retailPrice: product.retailPrice,
    currency: product.priceCurrency,
    deliveryFrom: product.deliveryFrom,
    deliveryTo: product.deliveryTo,
  };
}

export async function getBuyerFields(ctx: AppContext, actor: Actor, productId: string) {
  return present(await productFor(ctx.db, actor, productId, 'view'));
}

const window = (fields: BuyerFields) =>
  fields.deliveryFrom || fields.deliveryTo
    ? `${fields.deliveryFrom ?? '…'} – ${fields.deliveryTo ?? '…'}`
    : '';

/** A price as the timeline writes it: '€1,250.00', in the product's currency. */
const price = (fields: BuyerFields, amount: number | null) =>
  amount === null
    ? ''
    : fields.currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency: fields.currency }).format(amount)
      : String(amount);

/** The timeline's edits of the buyer fields, by the names the product page gives them. */
const FIELDS: FollowedField<BuyerFields>[] = [
  ['Style number', (fields) => fields.styleNumber],
  ['Sizes', (fields) => fields.sizes.join(', ')],
  ['Composition', (fields) => fields.composition],
  ['Wholesale price', (fields) => price(fields, fields.wholesalePrice)],
  ['Retail price', (fields) => price(fields, fields.retailPrice)],
  ['Delivery window', window],
];

export async function updateBuyerFields(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: TUpdateBuyerFieldsSchema,
) {
  return transaction(ctx, async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw notFound();
    await authorize(tx, user, 'edit', { kind: 'product', ...product });
    const before = present(product);
    const after: BuyerFields = {
      ...before,
      ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
    };
    const priced = after.wholesalePrice !== null || after.retailPrice !== null;
    if (priced && !after.currency) throw fieldError('currency', messages.priceCurrencyRequired);
    if (after.deliveryFrom && after.deliveryTo && after.deliveryTo < after.deliveryFrom) {
      throw fieldError('deliveryTo', messages.deliveryWindowOrder);
    }
    await updateProduct(tx, product.id, {
      styleNumber: after.styleNumber,
      sizes: after.sizes,
      composition: after.composition,
      wholesalePrice: after.wholesalePrice,
      retailPrice: after.retailPrice,
      priceCurrency: after.currency,
      deliveryFrom: after.deliveryFrom,
      deliveryTo: after.deliveryTo,
      updatedBy: user.id,
    });
    await productChanged.record(tx, {
      teamId: product.teamId,
      productId: product.id,
      change: 'updated',
    });
    await onTimeline(tx, ...fieldEdits(FIELDS, before, after, product.id, user.id));
    return after;
  });
}
