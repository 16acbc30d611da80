import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Generous: some tests start a server and its database inside the test, and CI machines are shared and noisy (a
    // loaded 2-CPU machine took 31 s for one); a test asserts behaviour, never a time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
