import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/client', 'apps/server', 'apps/web'],
    // Vitest leaves one core free by default: on a two-core machine that ran every file in one
    // worker while the other core idled (the server suite waits on its database half the time).
    maxWorkers: availableParallelism(),
  },
});
