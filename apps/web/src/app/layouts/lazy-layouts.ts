import { lazyPage } from '../lazy-page';

// Both shells are their own chunks; one lazy component each, so every route shares them.
export const PublicLayout = lazyPage(() => import('./public-layout'), 'PublicLayout');
export const SignedInLayout = lazyPage(() => import('./signed-in-layout'), 'SignedInLayout');
