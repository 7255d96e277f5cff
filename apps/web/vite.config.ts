import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API, media files and realtime channel come from the local server (DESIGN §1).
const server = 'http://127.0.0.1:3000';
const proxy = {
  '/api': server,
  '/media': server,
  '/socket.io': { target: server, ws: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
