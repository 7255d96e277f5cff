import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files share their worker's modules (React, Mantine, the app) instead of loading them again
    // for each file: a fresh jsdom per file still, and the setup file cleans up after each test.
    isolate: false,
    // A test renders whole screens, lazy chunks and all: on a busy two-core machine one can take
    // several seconds without being slow in any way a user would see.
    testTimeout: 20_000,
  },
});
