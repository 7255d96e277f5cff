import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { compression } from 'vite-plugin-compression2';
import { mantineComponentStyles } from './build/mantine-component-styles';
import { precompiledMessages } from './build/precompiled-messages';
import { shellPreload } from './build/shell-preload';

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
