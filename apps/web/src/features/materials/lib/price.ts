import { currencyOf, type Material } from '@atelier/domain';
import type { Formatter } from '../../../lib/format';

/**
 * A material's price the user's way, every decimal it has kept: '0.0875' stays four places,
 * '0.35' shows the currency's two ('€0.35'), yen none. Null without a price.
 */
export function formatUnitPrice(
  material: Pick<Material, 'unitPrice' | 'currency'>,
  format: Pick<Formatter, 'formatPrice'>,
): string | null {
  if (material.unitPrice === null) return null;
  const places = material.unitPrice.split('.')[1]?.length ?? 0;
  const own = currencyOf(material.currency ?? '')?.decimals ?? 2;
  return format.formatPrice(Number(material.unitPrice), {
    currency: material.currency,
    decimals: Math.max(places, own),
  });
}
