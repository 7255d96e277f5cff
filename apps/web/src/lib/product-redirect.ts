/**
 * An anonymous visitor opening /productDetail/{id}[/{team}] is sent to sign in first (SPEC §2);
 * the product and team are remembered so that signing in returns there.
 */
const KEY = 'productRedirect';
const PRODUCT_PATH = /^\/productDetail\/([^/]+)(?:\/([^/]+))?\/?$/i;

interface ProductTarget {
  productId: string;
  teamId: string | null;
}

export function rememberProductTarget(pathname: string): void {
  const match = PRODUCT_PATH.exec(pathname);
  if (!match?.[1]) return;
  const target: ProductTarget = { productId: match[1], teamId: match[2] ?? null };
  localStorage.setItem(KEY, JSON.stringify(target));
}

/** The remembered product page, once: reading it forgets it. */
export function takeProductTarget(): string | null {
  const raw = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const target = JSON.parse(raw) as Partial<ProductTarget>;
    if (typeof target.productId !== 'string') return null;
    const team = typeof target.teamId === 'string' ? `/${target.teamId}` : '';
    return `/productDetail/${target.productId}${team}`;
  } catch {
    return null;
  }
}
