import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { precompiledMessages } from './build/precompiled-messages';
import { shellPreload } from './build/shell-preload';
import { VitePWA } from 'vite-plugin-pwa';

// In development the API, media files and realtime channel come from the local server (DESIGN §1).
const server = 'http://127.0.0.1:3000';
const proxy = {
  '/api': server,
  '/media': server,
  '/socket.io': { target: server, ws: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineComponentStyles(),
    precompiledMessages(),
    shellPreload(),
    // Brotli and gzip copies beside each asset, which the server sends by Accept-Encoding
    // (DESIGN §1). The server-side build only prerenders the sign-in page: nothing of it is served.
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The installable app (issue 48 §1, docs/decisions.md): a manifest, and a Workbox service
    // worker that precaches the app shell. It registers itself from a lazy chunk after the first
    // render (src/app/installable), never from the entry, and waits for the person to reload.
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // The icons are in the shell's glob below already.
        includeManifestIcons: false,
        manifest: {
          id: '/',
          name: 'Atelier — Collaborative Fashion Platform',
          short_name: 'Atelier',
          description: 'The collaborative fashion platform for design teams.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#fbf3f7',
          theme_color: '#6b2f55',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            {
              src: '/icons/icon-maskable-192.png',
              sizes: '192x192',
              type: 'image/png',
              purpose: 'maskable',
            },
            {
              src: '/icons/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The shell only: the built HTML, scripts, styles, fonts and icons. Not the .br/.gz
          // copies, nor the prerendered sign-in page (written after this build step).
          globPatterns: ['index.html', '**/*.{js,css,woff2,woff,svg,png,ico}'],
          globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
          // Every app address opens the cached shell; the server's own never do.
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/socket\.io\//],
          cleanupOutdatedCaches: true,
          // The largest route chunks (charts, calendars, PDF preview) are above Workbox's 2 MiB
          // default only if they grow a lot; a bigger one is left to the network, with a warning.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest tells build/prerender-sign-in.mjs which stylesheets the sign-in page needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: { codeSplitting: chunkGroups(fileURLToPath(new URL('./src', import.meta.url))) },
        },
  },
}));
