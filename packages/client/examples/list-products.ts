import { createAtelierClient, unwrapPage } from '@atelier/client';

const atelier = createAtelierClient({
  baseUrl: process.env.ATELIER_URL ?? 'http://localhost:3000',
  token: process.env.ATELIER_TOKEN ?? '', // atl_…, from Settings → API tokens
});

// Every product the token may see, ten at a time (a page holds 10, 50 or 100).
for (let page = 1; ; page++) {
  const { data, pagination } = await unwrapPage(
    atelier.GET('/product', { params: { query: { page, limit: 10 } } }),
  );
  for (const product of data) console.log(`${product.name}: ${product.stage}`);
  if (page * pagination.limit >= pagination.total) break;
}
