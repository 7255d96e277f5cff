import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PublicFooter } from '../../components/layouts/public-footer';
import { PublicHeader } from '../../components/layouts/public-header';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PageLoader } from '../../components/ui/page-loader';

/** Public pages: the marketing header, the page, and the legal footer (SPEC §2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <PublicFooter />
    </Box>
  );
}
