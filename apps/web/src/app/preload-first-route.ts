/**
 * The chunks of the page the browser opens first, asked for as soon as the entry runs. Left to
 * the router, the layout is found first and the page only once the layout has arrived: a wave of
 * requests after another, which on a slow phone connection was most of the first paint (issue 10
 * §5). The router's own imports then find these modules already loading.
 */
const FIRST_PAGES: Record<string, () => Promise<unknown>[]> = {
  '/': () => [import('./layouts/public-layout'), import('./routes/public/login')],
  '/signup': () => [import('./layouts/public-layout'), import('./routes/public/signup')],
  '/dashboard': () => [import('./layouts/signed-in-layout'), import('./routes/app/dashboard')],
};

/** Settles once each of the page's chunks has loaded or failed. */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const chunks = FIRST_PAGES[pathname.toLowerCase()]?.() ?? [];
  // A chunk that fails here is asked for again by the router, which shows its own error.
  await Promise.allSettled(chunks);
}
