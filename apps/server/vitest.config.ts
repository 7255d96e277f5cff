import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share their worker's modules: each file still builds its own app on its own copy of the
    // template database, but the server's code is loaded once per worker instead of once per file
    // (import was 70 of the suite's 198 s on PGlite).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
