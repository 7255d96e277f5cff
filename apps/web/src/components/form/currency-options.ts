import { CURRENCIES } from '@atelier/domain';

/** Every currency Atelier knows, for a select: 'EUR · Euro (€)'. */
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.code} · ${currency.name} (${currency.symbol})`,
}));
