import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
