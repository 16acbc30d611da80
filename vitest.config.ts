import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // API files each start a server and a database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});
