export const PAYMENT_QUERY_KEY = ['payment'] as const;
export const INVOICES_QUERY_KEY = [...PAYMENT_QUERY_KEY, 'invoices'] as const;
export const priceQueryKey = (priceId: string) => ['price', priceId] as const;
