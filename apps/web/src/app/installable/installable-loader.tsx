import { lazy, Suspense, useEffect, useState } from 'react';

const Installable = lazy(() => import('./installable'));

/**
 * Renders the installable app's part once the browser is idle after the first render: its chunk
 * (and the service worker's registration) stays out of the first load (issue 48 §1).
 */
export function InstallableLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1000);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Installable />
    </Suspense>
  );
}
