// Mantine's global styles; each component's own come with it (build/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstPage } from './app/preload-first-route';
import { initialLanguage, loadLanguage } from './lib/i18n';

const firstPage = preloadFirstPage(window.location.pathname);
// The first page's language, fetched beside its chunks (nothing to fetch for English), so the
// first render is already in it.
const language = loadLanguage(initialLanguage()).catch(() => null);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The first render is a transition: React renders it in slices and the phone stays responsive,
// instead of one task as long as the whole tree (900 ms at 4× CPU for the dashboard).
const render = () => startTransition(() => createRoot(root).render(app));

if (root.hasChildNodes()) {
  // The sign-in page arrived prerendered (build/prerender-sign-in.mjs). It is replaced by the live
  // page only once that page can render: its chunks have loaded (so its lazy components render at
  // once, without the loader).
  void Promise.all([firstPage, language]).then(render);
} else {
  void language.then(render);
}
