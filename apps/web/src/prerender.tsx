import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { PublicLayout } from './app/layouts/public-layout';
import { AppProvider } from './app/provider';
import { LoginRoute } from './app/routes/public/login';

/**
 * The sign-in page at `/`, signed out, as HTML: rendered once at build time
 * (build/prerender-sign-in.mjs) so the page paints before the entry script has downloaded and
 * run. The same providers, layout and page as the live app, so the markup is the live page's.
 */
export function renderSignInPage(): string {
  return renderToString(
    <StrictMode>
      <AppProvider>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={<LoginRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
}
