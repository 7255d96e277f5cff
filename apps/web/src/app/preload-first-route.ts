import { PublicLayout, SignedInLayout } from './layouts/lazy-layouts';
import { lazyPage } from './lazy-page';

export const Login = lazyPage(() => import('./routes/public/login'), 'LoginRoute');
export const Signup = lazyPage(() => import('./routes/public/signup'), 'SignupRoute');
export const Dashboard = lazyPage(() => import('./routes/app/dashboard'), 'DashboardRoute');

/**
 * The chunks of the page the browser opens first, asked for as soon as the entry runs. Left to
 * the router, the layout is found first and the page only once the layout has arrived: a wave of
 * requests after another, which on a slow phone connection was most of the first paint (issue 10
 * §5). Rendered later, these pages find themselves loaded and render at once.
 */
const FIRST_PAGES: Record<string, { preload: () => Promise<unknown> }[]> = {
  '/': [PublicLayout, Login],
  '/signup': [PublicLayout, Signup],
  '/dashboard': [SignedInLayout, Dashboard],
};

/** Settles once each of the page's chunks has loaded or failed. */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const pages = FIRST_PAGES[pathname.toLowerCase()] ?? [];
  // A chunk that fails here is asked for again when its page renders, which shows its own error.
  await Promise.allSettled(pages.map((page) => page.preload()));
}
